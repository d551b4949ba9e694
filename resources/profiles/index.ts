import { lazyRoute } from '@/src/components/lazyRoute';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { PROFILE_LIST } from './list/profileList';

const ProfileCreate = lazyRoute(() => import('./ProfileCreate'));

export default defineResource({
  name: 'profiles',
  api: { list: ENDPOINTS.profiles.list, one: ENDPOINTS.profiles.one, updateMethod: 'PATCH' },
  filters: { name: 'name', country: 'country' },
  routes: [
    { path: PATHS.profiles.list, component: lazyRoute(() => import('./ProfileList')), list: PROFILE_LIST },
    { path: PATHS.profiles.create, component: ProfileCreate },
    { path: PATHS.profiles.createAlias, component: ProfileCreate },
    { path: PATHS.profiles.edit, component: lazyRoute(() => import('./ProfileEdit')) },
    { path: PATHS.profiles.documents, component: lazyRoute(() => import('./ProfileDocuments')) },
  ],
  icon: BadgeIcon,
  recordRepresentation: 'name',
});
