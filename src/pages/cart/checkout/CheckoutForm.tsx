/** The checkout's boxes and buttons: terms (and restrictions), Empty basket, Continue shopping, Process order. */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { invalidateCart, processCheckout } from '@/providers/api/cart';
import { ApiError } from '@/providers/http';
import { generalMessages } from '@/src/components/formErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import AcceptCheckbox from '@/src/pages/cart/AcceptCheckbox';
import TermsLabel from '@/src/pages/cart/TermsLabel';
import { PATHS } from '@/src/paths';
import { freshListPath } from '@/src/console/list/listUrl';
import type { CheckoutRow } from '@/providers/types';
import { UnconfiguredLines } from './UnconfiguredLines';

interface Props {
  hasRestrictions: boolean;
  /** The cart's lines not configured yet (the checkout refuses the cart while there are). */
  unconfigured: CheckoutRow[];
  onEmpty: () => void;
  onContinue: () => void;
}

const CHECKOUT_FIELDS = ['termsAndConditions', 'serviceRestrictions'] as const;

interface Errors {
  terms?: string;
  restrictions?: string;
  general?: string;
  /** The refusal came while lines were not configured: it holds until none is left. */
  aboutLines?: boolean;
}

export default function CheckoutForm({ hasRestrictions, unconfigured, onEmpty, onContinue }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState(false);
  const [restrictions, setRestrictions] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // A second click before React re-renders the disabled button must not send a second order.
  const sending = useRef(false);
  const order = useMutation({
    mutationFn: processCheckout,
    onSuccess: () => {
      navigate(freshListPath(PATHS.orders.incomplete.list), { state: { fromCheckout: true } });
      void invalidateCart(queryClient);
    },
    onError: (error) => {
      const api = error instanceof ApiError ? error : undefined;
      const termsError = api?.field('termsAndConditions');
      const restrictionsError = api?.field('serviceRestrictions');
      // Spec part 1 section 8, "Other form submit failures": the server's words, else "Server-side error occurred.".
      const general = generalMessages(error, CHECKOUT_FIELDS, translate).join(' ') || undefined;
      setErrors({
        terms: termsError,
        restrictions: restrictionsError,
        general,
        aboutLines: general !== undefined && unconfigured.length > 0,
      });
      sending.current = false;
      void invalidateCart(queryClient);
    },
  });
  // A sent order leaves the page: nothing turns back on meanwhile.
  const pending = order.isPending || order.isSuccess;

  const process = () => {
    if (sending.current) return;
    const found: Errors = {};
    if (!terms) found.terms = translate('cart.checkout.termsRequired');
    if (hasRestrictions && !restrictions) found.restrictions = translate('cart.checkout.restrictionsRequired');
    setErrors(found);
    if (found.terms || found.restrictions) return;
    sending.current = true;
    order.mutate({ termsAndConditions: true, ...(hasRestrictions ? { serviceRestrictions: true } : {}) });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        process();
      }}
    >
      {/* Once every line the refusal was about is configured or removed, the refusal no longer holds. */}
      {errors.general && !(errors.aboutLines && unconfigured.length === 0) ? (
        <Alert severity="error" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
          {errors.general}
          {errors.aboutLines ? <UnconfiguredLines lines={unconfigured} /> : null}
        </Alert>
      ) : null}
      {hasRestrictions ? (
        <AcceptCheckbox
          id="accept-restrictions"
          label={translate('cart.checkout.acceptRestrictions')}
          checked={restrictions}
          onChange={(checked) => {
            setRestrictions(checked);
            setErrors((current) => ({ ...current, restrictions: undefined }));
          }}
          error={errors.restrictions}
          disabled={pending}
        />
      ) : null}
      <AcceptCheckbox
        id="accept-terms"
        label={<TermsLabel messageKey="cart.checkout.acceptTerms" />}
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          setErrors((current) => ({ ...current, terms: undefined }));
        }}
        error={errors.terms}
        disabled={pending}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" color="error" onClick={onEmpty} disabled={pending}>
          {translate('cart.checkout.emptyBasket')}
        </Button>
        <Button variant="outlined" onClick={onContinue} disabled={pending}>
          {translate('cart.checkout.continueShopping')}
        </Button>
        <SubmitButton pending={pending} pendingLabel={translate('cart.checkout.processing')}>
          {translate('cart.checkout.process')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
