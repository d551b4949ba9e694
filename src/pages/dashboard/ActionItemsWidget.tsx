import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { WidgetCard } from '@/src/components/WidgetCard';
import { BalanceBlock } from './BalanceBlock';
import { WaitingOrdersBlock } from './WaitingOrdersBlock';
import { SupportActivityBlock } from './SupportActivityBlock';
import { PortingBlock } from './PortingBlock';

/**
 * "Action items" (spec part 2 section 2): (ours, issue 35) support's work on the account in the last 7 days when there
 * was some, (ours, issue 46) the porting requests to fix and the numbers about to go live, a Balance block (prepaid
 * only) and the open orders waiting on the customer. Each block loads and fails on its own.
 */
export function ActionItemsWidget({ prepaid }: { prepaid: boolean }) {
  const translate = useTranslate();
  return (
    <WidgetCard
      title={translate('dashboard.actions.title')}
      loading={false}
      error={false}
      onRetry={() => undefined}
      height={{ xs: 400, md: 340 }}
    >
      <Stack spacing={2}>
        {/* First: the card's height is fixed and its end scrolls; support's work must not hide under the orders. */}
        <SupportActivityBlock />
        <PortingBlock />
        {prepaid && (
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {translate('dashboard.actions.balance')}
            </Typography>
            <BalanceBlock />
          </div>
        )}
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {translate('dashboard.actions.orders')}
          </Typography>
          <WaitingOrdersBlock />
        </div>
      </Stack>
    </WidgetCard>
  );
}
