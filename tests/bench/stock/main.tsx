// The baseline of the size budget: react-admin's own hello-world, its API at the origin that serves it (the bench
// answers /posts there: in the browser for the list times, over HTTP for Lighthouse).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={simpleRestProvider(window.location.origin)}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
