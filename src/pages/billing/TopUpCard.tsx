/**
 * The top-up card of /billing/balance (spec part 2 sections 4, 5 and 9): the amounts offered, the note that PayPal's
 * fee is paid by the sender with the approximate fee, the terms to accept, then PayPal's buttons (disabled until the
 * terms are ticked).
 */
import { lazy, Suspense, useState } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { topUpOptionsQuery } from '@/providers/api/billing';
import type { TopUpOptions } from '@/providers/types';
import { useFormat } from '@/src/console/format';
import { Spinner } from '@/src/components/Progress';
import { WidgetCard } from '@/src/components/WidgetCard';
import AcceptCheckbox from '@/src/pages/cart/AcceptCheckbox';
import TermsLabel from '@/src/pages/cart/TermsLabel';
import { handlingFee } from './balanceRules';

const PayPalCheckout = lazy(() => import('./PayPalCheckout'));

function TopUpForm({ options }: { options: TopUpOptions }) {
  const translate = useTranslate();
  const format = useFormat();
  const [selected, setSelected] = useState(options.options[0]?.value ?? '');
  const [accepted, setAccepted] = useState(false);
  const option = options.options.find((candidate) => candidate.value === selected);
  const money = (amount: string | number) => format.money(amount, undefined, options.currency);
  if (!option) return <Typography>{translate('billing.balance.topUp.noOptions')}</Typography>;
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="top-up-amount">{translate('billing.balance.topUp.amount')}</FormLabel>
        <RadioGroup
          aria-labelledby="top-up-amount"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {options.options.map((candidate) => (
            <FormControlLabel
              key={candidate.value}
              value={candidate.value}
              control={<Radio />}
              label={translate('billing.balance.topUp.option', {
                value: money(candidate.value),
                withFee: money(candidate.value_with_fee),
              })}
            />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>
          {translate('billing.balance.topUp.feeNote', {
            fee: money(handlingFee(option)),
            withFee: money(option.value_with_fee),
          })}
        </FormHelperText>
      </FormControl>
      <AcceptCheckbox
        id="top-up-terms"
        label={<TermsLabel messageKey="billing.balance.topUp.terms" />}
        checked={accepted}
        onChange={setAccepted}
      />
      {accepted ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: '0 !important' }}>
          {translate('billing.balance.topUp.termsRequired')}
        </Typography>
      )}
      <Suspense fallback={<Spinner label={translate('billing.balance.topUp.loading')} />}>
        <PayPalCheckout amount={option.value} currency={options.currency} disabled={!accepted} />
      </Suspense>
    </Stack>
  );
}

export function TopUpCard() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(topUpOptionsQuery);
  return (
    <WidgetCard
      title={translate('billing.balance.topUp.title')}
      // The loaded form's height with five amounts (the sandbox's and a usual offer), so that the threshold card
      // below stays where it first appears.
      minHeight={{ xs: 506, sm: 480 }}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
    >
      {data ? <TopUpForm options={data} /> : null}
    </WidgetCard>
  );
}
