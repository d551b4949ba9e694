/** After a ticket is created, the open list shows the server's message in a dismissible success banner. */
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SavedState } from '@/src/console/views/useSaveSuccess';

export default function CreatedBanner() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const created = (location.state as SavedState | null)?.message;
  if (!created) return null;
  const dismiss = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Alert severity="success" onClose={dismiss} slotProps={{ closeButton: { title: translate('tickets.dismiss') } }}>
      {created}
    </Alert>
  );
}
