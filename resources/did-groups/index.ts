import { lazyRoute } from '@/src/components/lazyRoute';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { DID_GROUP_LIST } from './list/didGroupList';

export default defineResource({
  name: 'did-groups',
  api: { list: ENDPOINTS.didGroups.list, one: ENDPOINTS.didGroups.one, updateMethod: 'PATCH' },
  filters: { country: 'country', plan: 'plan', type: 'type', name: 'name' },
  routes: [
    { path: PATHS.didGroups.list, component: lazyRoute(() => import('./DidGroupList')), list: DID_GROUP_LIST },
    { path: PATHS.didGroups.create, component: lazyRoute(() => import('./DidGroupCreate')) },
    { path: PATHS.didGroups.edit, component: lazyRoute(() => import('./DidGroupEdit')) },
    { path: PATHS.didGroups.rename, component: lazyRoute(() => import('./DidGroupRename')) },
    { path: PATHS.didGroups.remove, component: lazyRoute(() => import('./DidGroupDelete')) },
  ],
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
});
