import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Link, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/src/components/dates';
import { Token } from '@/src/components/Token';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

interface Props {
  uuid: string;
  reference: string;
  date: string;
  children: ReactNode;
}

/**
 * An open order of the dashboard: a button (reference and date) that shows or hides its lines, Enter or Space
 * from the keyboard, and a link to the order's details page beside it.
 */
export function OrderDisclosure({ uuid, reference, date, children }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          // The lines' panel exists only while open (unmountOnExit): a closed button names no element that is not there.
          aria-controls={open ? panelId : undefined}
          color="inherit"
          startIcon={
            <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          }
          sx={{ textTransform: 'none', justifyContent: 'flex-start', flex: '1 1 0', minWidth: 0, textAlign: 'left' }}
        >
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              <Token>{reference}</Token>
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('dashboard.orders.placed', { date: formatDateTime(date) })}
            </Typography>
          </Box>
        </Button>
        <Link
          component={RouterLink}
          to={fillPath(PATHS.orders.open.details, { uuid })}
          aria-label={translate('dashboard.orders.detailsOf', { reference })}
          sx={{ px: 1, flex: 'none' }}
        >
          {translate('dashboard.orders.details')}
        </Link>
      </Box>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Box sx={{ pb: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
