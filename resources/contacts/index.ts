import { lazy } from 'react';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '../defineResource';

export const CONTACT_PATHS = {
  list: '/settings/contact',
  create: '/settings/contact/create',
  edit: '/settings/contact/:id/edit',
} as const;

export default defineResource({
  name: 'contacts',
  api: { list: 'customer/contacts', one: 'customer/contacts/:id', updateMethod: 'PUT' },
  routes: [
    { path: CONTACT_PATHS.list, component: lazy(() => import('./ContactList')) },
    { path: CONTACT_PATHS.create, component: lazy(() => import('./ContactCreate')) },
    { path: CONTACT_PATHS.edit, component: lazy(() => import('./ContactEdit')) },
  ],
  icon: ContactMailIcon,
  recordRepresentation: 'name',
});
