import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import App from './App';
import { applyStoredColorScheme } from './colorMode';

// The customer's scheme is on <html> before the first render: the first paint is already light or dark.
applyStoredColorScheme();

/**
 * A data router, so that screens can ask before leaving with unsaved changes (useBlocker). Made in the first render
 * rather than while this module is evaluated: that evaluation is one task, the render's pieces are short ones.
 */
function Root() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }]));
  return <RouterProvider router={router} />;
}

// A transition: React renders it in 5 ms slices, so that a phone's main thread is never blocked long.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
