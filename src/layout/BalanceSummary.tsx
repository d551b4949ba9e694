import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { balanceQuery } from '@/providers/api/queries';
import { useFormat } from '@/src/console/format';
import { PATHS } from '@/src/paths';

/** A prepaid customer's balance and the Top-up button (spec part 1 section 2, Navigation bar). */
export function BalanceSummary({ inverse = false, onNavigate }: { inverse?: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending } = useQuery(balanceQuery);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {data ? (
        <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {translate('shell.balance.label')}: <strong>{format.money(data.balance, undefined, data.currency)}</strong>
        </Typography>
      ) : isPending ? (
        // About the width of "Balance: €1,250.40": the bar's buttons hardly move when the amount arrives.
        <Skeleton variant="text" width={140} aria-hidden sx={{ bgcolor: 'currentColor', opacity: 0.2 }} />
      ) : null}
      <Button
        component={Link}
        to={PATHS.billing.balance}
        size="small"
        variant={inverse ? 'outlined' : 'contained'}
        color={inverse ? 'inherit' : 'primary'}
        onClick={onNavigate}
        sx={inverse ? { '&.Mui-focusVisible': { outline: '2px solid currentColor' } } : undefined}
      >
        {translate('shell.balance.topUp')}
      </Button>
    </Box>
  );
}
