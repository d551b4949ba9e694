/**
 * /billing/balance, prepaid customers only (spec part 2 sections 2 and 6): the current balance with a way to its
 * history, a warning when it is below the notification threshold, the top-up card and the threshold card.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { balanceQuery } from '@/providers/api/queries';
import { useFormat } from '@/src/console/format';
import { PageTitle } from '@/src/components/PageTitle';
import { WidgetCard } from '@/src/components/WidgetCard';
import { ThresholdCard } from './ThresholdCard';
import { TopUpCard } from './TopUpCard';
import { PATHS } from '@/src/paths';

export default function BalancePage() {
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending, isError, refetch } = useQuery(balanceQuery);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle title={translate('billing.balance.title')} />
      {data?.is_below_threshold ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('billing.balance.belowThreshold', {
            threshold: format.money(data.balance_threshold, undefined, data.currency),
          })}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <WidgetCard
          title={translate('billing.balance.current')}
          // The loaded card's height (the amount above its button on a phone, beside it wider up): no shift below.
          minHeight={{ xs: 180, sm: 128 }}
          loading={isPending}
          error={isError}
          onRetry={() => void refetch()}
        >
          {data ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {format.money(data.balance, undefined, data.currency)}
              </Typography>
              <Button component={Link} to={PATHS.billing.balanceHistory} variant="outlined">
                {translate('billing.balance.showHistory')}
              </Button>
            </Stack>
          ) : null}
        </WidgetCard>
        <TopUpCard />
        <ThresholdCard />
      </Stack>
    </Box>
  );
}
