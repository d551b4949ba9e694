/** /order/numbers (spec part 1 section 2 "Ordering numbers"): the search, then the matching plans. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import { SearchForm } from './search/SearchForm';
import { isSearchComplete, parseSearch, serializeSearch, type NumberSearch } from './search/searchParams';
import { useFromCoverage } from './search/useFromCoverage';
import { PlanList } from './plans/PlanList';

export default function OrderNumbersPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const openPlan = useFromCoverage();
  const search = parseSearch(params);
  const formKey = `${search.country}-${search.typeOfService}-${search.didTypes.join(',')}`;
  const onSearch = useCallback((next: NumberSearch) => setParams(serializeSearch(next)), [setParams]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle title={translate('ordering.search.title')} />
      <SearchForm key={formKey} initial={search} onSearch={onSearch} />
      {isSearchComplete(search) ? (
        <PlanList
          key={formKey}
          country={search.country}
          tos={search.typeOfService}
          didTypes={search.didTypes}
          initialPlan={openPlan}
        />
      ) : null}
    </Box>
  );
}
