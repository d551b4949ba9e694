import { lazyRoute } from '../../src/components/lazyRoute';
import PublicIcon from '@mui/icons-material/Public';
import { defineResource } from '../defineResource';
import { PATHS } from '../../src/paths';

/** Coverage (spec part 2 "Product information pages"): one row per plan, country filter, CSV export. */
export default defineResource({
  name: 'coverage',
  api: { list: 'customer/plans/coverage', export: 'customer/plans/coverage/export' },
  filters: { country: 'country' },
  routes: [{ path: PATHS.product.coverage, component: lazyRoute(() => import('./CoverageList')) }],
  icon: PublicIcon,
  recordRepresentation: 'name',
});
