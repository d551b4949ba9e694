import { lazyRoute } from '@/src/components/lazyRoute';
import SettingsInputComponentIcon from '@mui/icons-material/SettingsInputComponent';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';

export default defineResource({
  name: 'trunks',
  api: { list: ENDPOINTS.trunks.list, one: ENDPOINTS.trunks.one, updateMethod: 'PUT' },
  routes: [
    { path: PATHS.capacity.trunks, component: lazyRoute(() => import('./TrunkList')), list: {} },
    { path: PATHS.capacity.trunkEdit, component: lazyRoute(() => import('./TrunkEdit')) },
  ],
  icon: SettingsInputComponentIcon,
  recordRepresentation: 'name',
});
