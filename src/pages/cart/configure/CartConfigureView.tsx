/**
 * Cart configuration (spec part 1 section 2): /order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout
 * (the plan's DID and backorder lines) and /order/pstn-upgrade/plans/:id/type/:type/checkout (its PSTN-upgrade lines).
 */
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Paper, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { planCartQuery, pstnUpgradeCartQuery } from '@/providers/api/cart';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import CartLineCards from './CartLineCards';
import CartLinesTable from './CartLinesTable';
import ProfileCheckTable from './ProfileCheckTable';
import { useLineOptions } from './lookups';
import { useCartLineForm } from './useCartLineForm';
import { PATHS } from '@/src/paths';

export type CartVariant = 'plan' | 'pstn';

export default function CartConfigureView({ variant }: { variant: CartVariant }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const plan = Number(params.id);
  const type = Number(params.type);
  const linesQuery = useQuery(
    variant === 'pstn' ? pstnUpgradeCartQuery(plan, type) : planCartQuery(plan, type, Number(params.prefixId)),
  );
  const lookups = useLineOptions();
  const lines = linesQuery.data ?? [];
  const form = useCartLineForm(lines);
  // The nine-column table does not fit below md: the lines become stacked cards there.
  const Editor = useMediaQuery(useTheme().breakpoints.down('md')) ? CartLineCards : CartLinesTable;
  const home = variant === 'pstn' ? PATHS.order.pstnUpgrade : PATHS.order.numbers;

  const body = () => {
    if (linesQuery.isPending || lookups.pending) return <CircularProgress aria-label={translate('common.loading')} />;
    if (linesQuery.isError) return <LoadError error={linesQuery.error} onRetry={() => void linesQuery.refetch()} />;
    if (lookups.error) return <LoadError error={lookups.error} onRetry={lookups.retry} />;
    if (lines.length === 0) return <Navigate to={PATHS.home} replace />;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(PATHS.cart.checkout);
        }}
        noValidate
      >
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Editor
            lines={lines}
            choices={form.choices}
            applied={form.applied}
            errors={form.errors}
            options={lookups.options}
            disabled={form.pending}
            onChange={form.change}
            onApplyAll={form.applyAll}
            onRemove={(line) => void form.remove(line)}
          />
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mb: 4 }}>
          <Button variant="outlined" onClick={() => navigate(home)} disabled={form.pending}>
            {translate('cart.configure.cancel')}
          </Button>
          <Button variant="outlined" onClick={() => void form.submit(PATHS.order.numbers)} disabled={form.pending}>
            {translate('cart.configure.buyContinue')}
          </Button>
          <SubmitButton pending={form.pending} pendingLabel={translate('cart.configure.saving')}>
            {translate('cart.configure.buyCheckout')}
          </SubmitButton>
        </Stack>
      </form>
    );
  };

  return (
    <Box sx={{ maxWidth: '100%', minWidth: 0 }}>
      <PageTitle title={translate('cart.configure.title')} />
      {body()}
      {lines.length > 0 ? <ProfileCheckTable plan={plan} type={type} /> : null}
    </Box>
  );
}
