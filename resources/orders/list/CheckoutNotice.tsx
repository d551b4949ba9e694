/** After Process order the checkout lands here with state `fromCheckout`: say what happens next. */
import { Alert } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';

export default function CheckoutNotice() {
  const translate = useTranslate();
  const state = useLocation().state as { fromCheckout?: boolean } | null;
  if (!state?.fromCheckout) return null;
  return (
    <Alert severity="success" role="status" sx={{ m: 2 }}>
      {translate('orders.fromCheckout')}
    </Alert>
  );
}
