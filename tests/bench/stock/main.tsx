// The baseline of the size budget: react-admin's own hello-world, untouched.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={simpleRestProvider('http://localhost')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
