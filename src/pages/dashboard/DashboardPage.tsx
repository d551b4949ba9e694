import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { meQuery } from '@/providers/api/queries';
import { derivePermissions } from '@/providers/permissions';
import { PageTitle } from '@/src/components/PageTitle';
import { ActionItemsWidget } from './ActionItemsWidget';
import { BalanceWidget } from './BalanceWidget';
import { CancellationNotice } from './CancellationNotice';
import { NewsWidget } from './NewsWidget';
import { OpenOrdersWidget } from './OpenOrdersWidget';
import { SnapshotWidget } from './SnapshotWidget';
import { UserManualWidget } from './UserManualWidget';

/**
 * The home page (spec part 2 section 2, Dashboard). Every widget reads its own query, so all of them ask at once (the
 * customer is known before the page: the shell loads it) and each loads, fails and retries on its own. Each card keeps
 * a height from its first paint, so the grid does not move while the answers arrive. Postpaid customers see no balance.
 */
export default function DashboardPage() {
  const translate = useTranslate();
  const { data: me } = useQuery(meQuery);
  const prepaid = me ? derivePermissions(me).isPrepaid : false;

  return (
    <>
      <PageTitle title={translate('dashboard.title')} />
      <CancellationNotice />
      <Typography sx={{ mb: 3 }}>
        {me ? (
          me.company_name && translate('dashboard.welcome', { company: me.company_name })
        ) : (
          <Skeleton width={240} />
        )}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {prepaid && <BalanceWidget />}
        <ActionItemsWidget prepaid={prepaid} />
        <NewsWidget />
        <OpenOrdersWidget />
        <SnapshotWidget />
        <UserManualWidget />
      </Box>
    </>
  );
}
