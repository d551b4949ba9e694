/**
 * An empty cart: "Your cart is empty. Redirecting in 3…", then the dashboard.
 * The ticking text is not a live region (it would be read every second, issue 36 item 3): a screen reader hears one
 * sentence when the countdown starts, "Your cart is empty. Redirecting to the dashboard in 3 seconds."
 */
import { useNavigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCountdown, EMPTY_CART_REDIRECT_SECONDS } from './useCountdown';
import { LiveMessage } from '@/src/components/LiveMessage';
import { PATHS } from '@/src/paths';

export default function EmptyCartRedirect() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const left = useCountdown(true, () => navigate(PATHS.home, { replace: true }));
  return (
    <>
      <Alert severity="info" role="none">
        <span aria-hidden>{translate('cart.empty', { seconds: left })}</span>
      </Alert>
      <LiveMessage message={translate('cart.emptyAnnounced', { seconds: EMPTY_CART_REDIRECT_SECONDS })} />
    </>
  );
}
