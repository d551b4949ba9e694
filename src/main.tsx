import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import App from './App';
import { applyStoredColorScheme } from './colorMode';

// The customer's scheme is on <html> before the first render: the first paint is already light or dark.
applyStoredColorScheme();

// A data router, so that screens can ask before leaving with unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
