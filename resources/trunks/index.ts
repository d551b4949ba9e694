import { lazyRoute } from '../../src/components/lazyRoute';
import SettingsInputComponentIcon from '@mui/icons-material/SettingsInputComponent';
import { defineResource } from '../defineResource';

export const TRUNK_PATHS = {
  list: '/capacity/trunks',
  edit: '/capacity/trunks/:id/edit',
} as const;

export default defineResource({
  name: 'trunks',
  api: { list: 'customer/trunks', one: 'customer/trunks/:id', updateMethod: 'PUT' },
  routes: [
    { path: TRUNK_PATHS.list, component: lazyRoute(() => import('./TrunkList')) },
    { path: TRUNK_PATHS.edit, component: lazyRoute(() => import('./TrunkEdit')) },
  ],
  icon: SettingsInputComponentIcon,
  recordRepresentation: 'name',
});
