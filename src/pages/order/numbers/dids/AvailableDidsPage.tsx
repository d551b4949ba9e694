/** /order/numbers/plans/{id}/type/{type}/prefixes/{prefixID}: the prefix's available DIDs and the cart side panel. */
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { prefixCartQuery } from '@/providers/api/cart';
import { PageTitle } from '@/src/components/PageTitle';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { parsePrefixRef, type PrefixRef } from '@/src/pages/order/numbers/paths';
import { useBackToSearch } from '@/src/pages/order/numbers/useBackToSearch';
import { useCartChanges } from './useCartChanges';
import { DidList } from './DidList';
import { CartPanel } from './CartPanel';

function AvailableDids({ prefix }: { prefix: PrefixRef }) {
  const translate = useTranslate();
  const changes = useCartChanges();
  const back = useBackToSearch();
  const cart = useQuery(prefixCartQuery(prefix.plan, prefix.type, prefix.prefixId));
  const inCart = new Set((cart.data ?? []).map((line) => line.did).filter((did): did is string => did !== null));
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle title={translate('ordering.dids.title')} />
      <Button component={Link} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate('ordering.search.title')}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DidList
          prefix={prefix}
          backState={back.state}
          inCart={inCart}
          adding={changes.adding}
          onAdd={(did) => void changes.add(did)}
        />
        <CartPanel
          prefix={prefix}
          query={cart}
          removing={changes.removing}
          onRemove={(id, name) => void changes.remove(id, name)}
        />
      </Box>
    </Box>
  );
}

export default function AvailableDidsPage() {
  const prefix = parsePrefixRef(useParams());
  return prefix ? <AvailableDids prefix={prefix} /> : <NotFoundPage />;
}
