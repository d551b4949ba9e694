/** /order/numbers/backorders/plans/{id}/type/{type}/prefixes/{prefixID}: how many numbers of the prefix to backorder. */
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { backorderQuery } from '@/providers/api/cart';
import { PageTitle } from '@/src/components/PageTitle';
import { SALES_EMAIL } from '@/src/config';
import { PrefixQuery } from '@/src/pages/order/numbers/PrefixQuery';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { parsePrefixRef, type PrefixRef } from '@/src/pages/order/numbers/paths';
import { BackorderForm } from './BackorderForm';

function Backorder({ prefix }: { prefix: PrefixRef }) {
  const translate = useTranslate();
  const query = useQuery(backorderQuery(prefix.plan, prefix.type, prefix.prefixId));
  return (
    <Box sx={{ minWidth: 0, maxWidth: 640 }}>
      <PageTitle title={translate('ordering.backorder.title')} />
      <PrefixQuery query={query}>
        {(state) =>
          state.stock === 0 ? (
            <Alert severity="warning">{translate('ordering.backorder.noStock', { email: SALES_EMAIL })}</Alert>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{translate('ordering.backorder.intro')}</Typography>
              <BackorderForm prefix={prefix} state={state} />
            </>
          )
        }
      </PrefixQuery>
    </Box>
  );
}

export default function BackorderPage() {
  const prefix = parsePrefixRef(useParams());
  return prefix ? <Backorder prefix={prefix} /> : <NotFoundPage />;
}
