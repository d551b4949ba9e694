/** Where a coverage row's Order link goes: /order/numbers with the row's filters, and its plan in state fromCoverage. */
import type { CoverageRow } from '@/providers/types';
import { serializeSearch } from '@/src/pages/order/numbers/search/searchParams';
import type { FromCoverage } from '@/src/pages/order/numbers/search/useFromCoverage';
import { PATHS } from '@/src/paths';

export function coverageOrderLink(row: Pick<CoverageRow, 'id' | 'country' | 'type_of_service' | 'plan_type'>) {
  const fromCoverage: FromCoverage = {
    country: row.country.id,
    typeOfService: row.type_of_service,
    didType: row.plan_type,
    planId: row.id,
  };
  const search = serializeSearch({
    country: fromCoverage.country,
    typeOfService: fromCoverage.typeOfService,
    didTypes: [fromCoverage.didType],
  });
  return { to: `${PATHS.order.numbers}?${search.toString()}`, state: { fromCoverage } };
}
