/**
 * The outbound state of a number or a plan (spec part 1 section 2): LT inactive and not upgradable -> the
 * server's error message; LT active, PSTN inactive but upgradable -> a message and an Upgrade link to the
 * PSTN upgrade. `messages` is the screen's i18n prefix (numbers.details, ordering.info).
 */
import { Link } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OutboundState } from '@/providers/types';
import { PATHS } from '@/src/paths';

interface Props {
  outbound: { lt: OutboundState; pstn: OutboundState; error_message: string | null };
  messages: string;
}

export default function OutboundNotice({ outbound, messages }: Props) {
  const translate = useTranslate();
  if (!outbound.lt.active && !outbound.lt.can_be_upgraded && outbound.error_message) {
    return (
      <Alert severity="error" sx={{ mb: 1 }}>
        {outbound.error_message}
      </Alert>
    );
  }
  if (outbound.lt.active && !outbound.pstn.active && outbound.pstn.can_be_upgraded) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 1 }}
        action={
          <Button component={Link} to={PATHS.order.pstnUpgrade} size="small" color="inherit">
            {translate(`${messages}.outbound.upgrade`)}
          </Button>
        }
      >
        {translate(`${messages}.outbound.pstnUpgradable`)}
      </Alert>
    );
  }
  return null;
}
