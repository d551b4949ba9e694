/**
 * Coverage (spec part 2 "Product information pages", part 1 "Coverage row"): /product/coverage, one row per plan with
 * its stock, lead times and prices, a country filter (`?country=`), CSV export; each row orders into /order/numbers.
 */
import PublicIcon from '@mui/icons-material/Public';
import { defineResource } from '@/src/console/defineResource';
import type { CoverageRow } from '@/providers/types';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { boolean, choice, country, money, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

export default defineResource<CoverageRow>()({
  name: 'coverage',
  api: { list: ENDPOINTS.coverage.list, export: ENDPOINTS.coverage.export },
  fields: {
    country: country({
      path: 'country.name',
      column: { wrap: true },
      filter: { url: 'country', api: 'country', numeric: true },
      card: 'key',
    }),
    // The spec's types of service (part 1 section 3) in the reader's language; another as its id.
    type_of_service: choice({
      card: { line: 'type', join: ', ' },
      choices: { labels: { '2': 'ordering.tos.2', '3': 'ordering.tos.3', '10': 'ordering.tos.10' } },
    }),
    type: text({ card: 'plain', render: lazyPart(listParts, 'PlanType') }),
    // On a phone: "Austria, Vienna", "Geographic, Local", "Stock: 63 · Lead time: 1", "NRC: €5.00 · MRC: €1.80", Order.
    name: text({ card: { line: 'country', join: ', ' } }),
    stock: number({ card: 'line' }),
    leadtime: number({ card: { line: 'stock' } }),
    leadtime_no_stock: number(),
    porting: boolean(),
    nrc: money({ card: 'line' }),
    mrc: money({ card: { line: 'nrc' } }),
    order: text({ card: 'action', render: lazyPart(listParts, 'OrderLink') }),
  },
  list: {
    path: PATHS.product.coverage,
    title: 'ordering.coverage.title',
  },
  routes: [],
  icon: PublicIcon,
  recordRepresentation: 'name',
});
