/** An empty cart: "Your cart is empty. Redirecting in 3…", then the dashboard. */
import { useNavigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCountdown } from './useCountdown';
import { PATHS } from '@/src/paths';

export default function EmptyCartRedirect() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const left = useCountdown(true, () => navigate(PATHS.home, { replace: true }));
  return (
    <Alert severity="info" role="status">
      {translate('cart.empty', { seconds: left })}
    </Alert>
  );
}
