import { lazyRoute } from '../../src/components/lazyRoute';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from '../defineResource';

export const PROFILE_PATHS = {
  list: '/profiles/existing',
  create: '/profiles/new',
  createAlias: '/profiles/edit',
  edit: '/profiles/edit/:id',
  documents: '/profiles/documents',
} as const;

const ProfileCreate = lazyRoute(() => import('./ProfileCreate'));

export default defineResource({
  name: 'profiles',
  api: { list: 'customer/account', one: 'customer/account/:id', updateMethod: 'PATCH' },
  filters: { name: 'name', country: 'country' },
  routes: [
    { path: PROFILE_PATHS.list, component: lazyRoute(() => import('./ProfileList')) },
    { path: PROFILE_PATHS.create, component: ProfileCreate },
    { path: PROFILE_PATHS.createAlias, component: ProfileCreate },
    { path: PROFILE_PATHS.edit, component: lazyRoute(() => import('./ProfileEdit')) },
    { path: PROFILE_PATHS.documents, component: lazyRoute(() => import('./ProfileDocuments')) },
  ],
  icon: BadgeIcon,
  recordRepresentation: 'name',
});
