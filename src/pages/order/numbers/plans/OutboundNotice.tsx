/**
 * Outbound rates on the plan panel (spec part 1 section 2): LT inactive and not upgradable -> the
 * plan's error message; LT active, PSTN inactive but upgradable -> a message and an Upgrade link.
 */
import { Link } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlanListItem } from '../../../../../providers/types';
import { PSTN_UPGRADE_PATH } from '../paths';

export function OutboundNotice({ outbound }: { outbound: PlanListItem['outbound'] }) {
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
          <Button component={Link} to={PSTN_UPGRADE_PATH} size="small" color="inherit">
            {translate('ordering.info.outbound.upgrade')}
          </Button>
        }
      >
        {translate('ordering.info.outbound.pstnUpgradable')}
      </Alert>
    );
  }
  return null;
}
