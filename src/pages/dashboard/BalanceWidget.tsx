import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { balanceQuery } from '../../../providers/api/queries';
import { formatMoney } from '../../components/formatMoney';
import { WidgetCard } from '../../components/WidgetCard';
import { PATHS } from '../../paths';

/** Prepaid customers: current balance, notification threshold, a warning below it, and Top-up. */
export function BalanceWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError, refetch } = useQuery(balanceQuery);

  return (
    <WidgetCard
      title={translate('dashboard.balance.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      minHeight={260}
      skeletonLines={5}
    >
      {data && (
        <>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" color="text.secondary">
              {translate('dashboard.balance.current')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatMoney(data.balance, data.currency, locale)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {translate('dashboard.balance.threshold')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {formatMoney(data.balance_threshold, data.currency, locale)}
            </Typography>
          </Box>
          {data.is_below_threshold && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('dashboard.balance.below')}
            </Alert>
          )}
          <Button component={Link} to={PATHS.billing.balance} variant="contained" sx={{ mt: 2 }}>
            {translate('dashboard.balance.topUp')}
          </Button>
        </>
      )}
    </WidgetCard>
  );
}
