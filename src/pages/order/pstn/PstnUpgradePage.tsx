/** /order/pstn-upgrade (spec part 1 section 2 "Ordering numbers"): country and dedicated plan in the URL, numbers, plan info, Upgrade. */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { pstnPlansQuery } from '@/providers/api/ordering';
import { PageTitle } from '@/src/components/PageTitle';
import PstnCandidates from './PstnCandidates';
import PstnFilters from './PstnFilters';
import PstnPlanInfo from './PstnPlanInfo';

const numberParam = (value: string | null) => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

export default function PstnUpgradePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const country = numberParam(params.get('country'));
  const planId = numberParam(params.get('plan'));
  const plans = useQuery({ ...pstnPlansQuery(country ?? 0), enabled: Boolean(country) });
  const plan = plans.data?.find((option) => option.value === planId);

  const change = (next: { country?: number; plan?: number }) => {
    const search = new URLSearchParams();
    if (next.country) search.set('country', String(next.country));
    if (next.plan) search.set('plan', String(next.plan));
    setParams(search, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageTitle title={translate('cart.pstn.title')} />
      <PstnFilters country={country} plan={planId} onChange={change} />
      {country && plan ? (
        <Stack spacing={2}>
          <Box>
            <PstnPlanInfo country={country} plan={plan.value} />
          </Box>
          <PstnCandidates key={`${country}-${plan.value}`} country={country} plan={plan} />
        </Stack>
      ) : (
        <Alert severity="info">{translate('cart.pstn.select')}</Alert>
      )}
    </Box>
  );
}
