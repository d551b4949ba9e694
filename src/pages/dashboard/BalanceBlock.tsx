import { Box, Button, Skeleton, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { recentBalanceHistoryQuery } from '@/providers/api/dashboard';
import { balanceQuery } from '@/providers/api/queries';
import { useFormat } from '@/src/console/format';
import { RetryAlert } from '@/src/components/ServerErrors';
import { PATHS } from '@/src/paths';
import { balanceForecastDays } from './balanceForecast';

/**
 * The Balance block of Action items (prepaid only): the balance, in red with a sentence when it is below the
 * notification threshold, and how long it lasts at the last 30 days' spending (left out when nothing was spent or the
 * history could not be read).
 */
export function BalanceBlock() {
  const translate = useTranslate();
  const format = useFormat();
  const balance = useQuery(balanceQuery);
  const history = useQuery(recentBalanceHistoryQuery);
  if (balance.isPending) return <Skeleton height={72} />;
  if (balance.isError)
    return <RetryAlert onRetry={() => void balance.refetch()}>{translate('dashboard.widgetError')}</RetryAlert>;
  const { data } = balance;
  const money = (amount: string) => format.money(amount, undefined, data.currency);
  const days = history.data
    ? balanceForecastDays({
        balance: data.balance,
        rows: history.data.results,
        complete: history.data.count <= history.data.results.length,
        now: new Date(),
      })
    : undefined;
  return (
    <Box>
      <Typography
        sx={{ fontWeight: data.is_below_threshold ? 700 : 400 }}
        color={data.is_below_threshold ? 'error' : undefined}
      >
        {translate('dashboard.actions.balanceIs', { amount: money(data.balance) })}
      </Typography>
      {data.is_below_threshold && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'error.main', mt: 0.5 }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Typography color="error">
            {translate('dashboard.actions.below', { threshold: money(data.balance_threshold) })}
          </Typography>
        </Box>
      )}
      {history.isPending ? (
        <Skeleton width="80%" />
      ) : (
        days !== undefined && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {translate('dashboard.actions.lasts', { smart_count: days })}
          </Typography>
        )
      )}
      {data.is_below_threshold && (
        <Button component={Link} to={PATHS.billing.balance} variant="outlined" size="small" sx={{ mt: 1 }}>
          {translate('dashboard.balance.topUp')}
        </Button>
      )}
    </Box>
  );
}
