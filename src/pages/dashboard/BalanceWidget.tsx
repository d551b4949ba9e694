import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { balanceQuery } from '@/providers/api/queries';
import { useFormat } from '@/src/console/format';
import { WidgetCard } from '@/src/components/WidgetCard';
import { PATHS } from '@/src/paths';

/**
 * Prepaid customers: current balance, notification threshold, a warning below it, and Top-up. While the balance loads
 * the card shows the same lines with the amounts as skeletons (and Top-up, which needs no answer), so it is as tall
 * loading as loaded at every width and in every language, with no height reserved beyond its content. Only the warning
 * below the threshold, unknown until the answer, adds a line.
 */
export function BalanceWidget() {
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending, isError, refetch } = useQuery(balanceQuery);

  return (
    <WidgetCard
      title={translate('dashboard.balance.title')}
      loading={false}
      error={isError}
      onRetry={() => void refetch()}
    >
      <Box
        component="dl"
        aria-busy={isPending || undefined}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {translate('dashboard.balance.current')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {data ? format.money(data.balance, undefined, data.currency) : <Skeleton width="6em" />}
        </Typography>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {translate('dashboard.balance.threshold')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {data ? format.money(data.balance_threshold, undefined, data.currency) : <Skeleton width="6em" />}
        </Typography>
      </Box>
      {data?.is_below_threshold && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('dashboard.balance.below')}
        </Alert>
      )}
      <Button component={Link} to={PATHS.billing.balance} variant="contained" sx={{ mt: 2 }}>
        {translate('dashboard.balance.topUp')}
      </Button>
    </WidgetCard>
  );
}
