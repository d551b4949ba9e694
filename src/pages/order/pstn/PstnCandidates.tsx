/** The numbers that can move to the chosen PSTN plan, with checkboxes (and select all); Upgrade puts them in the cart. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { pstnCandidatesQuery } from '@/providers/api/ordering';
import { addPstnUpgrade, invalidateCart } from '@/providers/api/cart';
import { LoadError } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { apiMessage } from '@/src/pages/cart/apiMessage';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';
import { CardList } from '@/src/console/list/ListCards';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { usePhone } from '@/src/components/usePhone';
import type { PstnUpgradeCandidate } from '@/providers/types';

const didOf = (candidate: PstnUpgradeCandidate, inCart: string) =>
  candidate.in_cart ? `${candidate.did} (${inCart})` : candidate.did;
const areaOf = (candidate: PstnUpgradeCandidate) => `${candidate.area.name} (${candidate.area.prefix})`;

interface Props {
  country: number;
  plan: { value: number; plan_type: number };
}

export default function PstnCandidates({ country, plan }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const query = useQuery(pstnCandidatesQuery(country, plan.value));
  const [selected, setSelected] = useState<number[]>([]);
  const upgrade = useMutation({
    mutationFn: (dids: number[]) => addPstnUpgrade({ plan: plan.value, dids }),
    onSuccess: async () => {
      await invalidateCart(queryClient);
      navigate(fillPath(PATHS.order.pstnCheckout, { id: plan.value, type: plan.plan_type }));
    },
    onError: () => {
      void invalidateCart(queryClient);
      void query.refetch();
    },
  });
  // Sent numbers leave the page: Upgrade does not turn back on meanwhile.
  const pending = upgrade.isPending || upgrade.isSuccess;
  const error = upgrade.error ? apiMessage(upgrade.error, translate('common.errors.generic')) : undefined;

  if (query.isPending) return <CircularProgress aria-label={translate('common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const selectable = query.data.filter((candidate) => !candidate.in_cart).map((candidate) => candidate.id);
  if (query.data.length === 0) return <Alert severity="info">{translate('cart.pstn.none')}</Alert>;
  const chosen = selected.filter((id) => selectable.includes(id));
  const all = selectable.length > 0 && chosen.length === selectable.length;
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  // The label stands beside it on a phone; in the table's header, the accessible name is all it has.
  const selectAll = (
    <Checkbox
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      disabled={selectable.length === 0}
      onChange={() => setSelected(all ? [] : selectable)}
      slotProps={{ input: { 'aria-label': translate('cart.pstn.selectAll') } }}
    />
  );
  const checkbox = (candidate: PstnUpgradeCandidate) => (
    <Checkbox
      checked={chosen.includes(candidate.id)}
      disabled={candidate.in_cart}
      onChange={() => toggle(candidate.id)}
      slotProps={{ input: { 'aria-label': translate('cart.pstn.selectDid', { did: candidate.did }) } }}
    />
  );
  const cards: CardLayout<PstnUpgradeCandidate> = {
    primary: (candidate) => didOf(candidate, translate('cart.pstn.inCart')),
    secondary: [
      { label: 'cart.pstn.columns.area', render: areaOf },
      { label: 'cart.pstn.columns.plan', render: (candidate) => candidate.plan.name },
    ],
    select: checkbox,
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        upgrade.mutate(chosen);
      }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('cart.pstn.candidates')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {phone ? (
        <>
          <FormControlLabel control={selectAll} label={translate('cart.pstn.selectAll')} sx={{ ml: 0 }} />
          <CardList layout={cards} records={query.data} />
        </>
      ) : (
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{selectAll}</TableCell>
                <TableCell>{translate('cart.pstn.columns.did')}</TableCell>
                <TableCell>{translate('cart.pstn.columns.area')}</TableCell>
                <TableCell>{translate('cart.pstn.columns.plan')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((candidate) => (
                <TableRow key={candidate.id}>
                  <TableCell padding="checkbox">{checkbox(candidate)}</TableCell>
                  <TableCell>{didOf(candidate, translate('cart.pstn.inCart'))}</TableCell>
                  <TableCell>{areaOf(candidate)}</TableCell>
                  <TableCell>{candidate.plan.name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2" role="status">
          {translate('cart.pstn.selected', { smart_count: chosen.length })}
        </Typography>
        <SubmitButton pending={pending} disabled={chosen.length === 0}>
          {translate('cart.pstn.upgrade')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
