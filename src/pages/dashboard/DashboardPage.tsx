import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { meQuery } from '../../../providers/api/queries';
import { derivePermissions } from '../../../providers/permissions';
import { PageTitle } from '../../components/PageTitle';
import { BalanceWidget } from './BalanceWidget';

/** The home page (spec part 2 section 2, Dashboard): the widgets whose data the portal has today. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { data: me } = useQuery(meQuery);
  const prepaid = me ? derivePermissions(me).isPrepaid : false;

  return (
    <>
      <PageTitle title={translate('dashboard.title')} />
      {me?.company_name && (
        <Typography sx={{ mb: 3 }}>{translate('dashboard.welcome', { company: me.company_name })}</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}
      >
        {prepaid && <BalanceWidget />}
      </Box>
    </>
  );
}
