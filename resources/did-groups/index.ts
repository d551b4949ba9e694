import { lazyRoute } from '../../src/components/lazyRoute';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { defineResource } from '../defineResource';

export const DID_GROUP_PATHS = {
  list: '/capacity/did-groups/existing',
  create: '/capacity/did-groups/new',
  edit: '/capacity/did-groups/:id/edit',
  rename: '/capacity/did-groups/:id/rename',
  remove: '/capacity/did-groups/:id/delete',
  orderChannels: '/order/shared-channels',
} as const;

/** Number types a group's plan can have (the catalogue's number types). */
export const GROUP_TYPES = [1, 2, 4, 5, 6, 7] as const;

export default defineResource({
  name: 'did-groups',
  api: { list: 'customer/capacity/did-groups', one: 'customer/capacity/did-groups/:id', updateMethod: 'PATCH' },
  filters: { country: 'country', plan: 'plan', type: 'type', name: 'name' },
  routes: [
    { path: DID_GROUP_PATHS.list, component: lazyRoute(() => import('./DidGroupList')) },
    { path: DID_GROUP_PATHS.create, component: lazyRoute(() => import('./DidGroupCreate')) },
    { path: DID_GROUP_PATHS.edit, component: lazyRoute(() => import('./DidGroupEdit')) },
    { path: DID_GROUP_PATHS.rename, component: lazyRoute(() => import('./DidGroupRename')) },
    { path: DID_GROUP_PATHS.remove, component: lazyRoute(() => import('./DidGroupDelete')) },
  ],
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
});
