import { lazyRoute } from '@/src/components/lazyRoute';
import PublicIcon from '@mui/icons-material/Public';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { COVERAGE_LIST } from './list/coverageList';

/** Coverage (spec part 2 "Product information pages"): one row per plan, country filter, CSV export. */
export default defineResource({
  name: 'coverage',
  api: { list: ENDPOINTS.coverage.list, export: ENDPOINTS.coverage.export },
  filters: { country: 'country' },
  routes: [{ path: PATHS.product.coverage, component: lazyRoute(() => import('./CoverageList')), list: COVERAGE_LIST }],
  icon: PublicIcon,
  recordRepresentation: 'name',
});
