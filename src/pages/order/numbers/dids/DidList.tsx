/** The prefix's free numbers, each with Add (spinner while adding; numbers already in the cart show as added), and Place backorder. */
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import { availableDidsQuery } from '@/providers/api/ordering';
import type { AvailableDid } from '@/providers/types';
import { PrefixQuery } from '@/src/pages/order/numbers/PrefixQuery';
import { backorderPath, type PrefixRef } from '@/src/pages/order/numbers/paths';
import { ServiceChips } from '@/src/pages/order/numbers/ServiceChips';
import type { OrderSearchState } from '@/src/pages/order/numbers/useBackToSearch';
import { formatDid } from './cartTotals';

interface Props {
  prefix: PrefixRef;
  inCart: ReadonlySet<string>;
  adding: ReadonlySet<number>;
  onAdd: (did: AvailableDid) => void;
  /** Passed on to the backorder page (the search to go back to). */
  backState?: OrderSearchState;
}

export function DidList({ prefix, inCart, adding, onAdd, backState }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.dids.${key}`, options);
  const query = useQuery(availableDidsQuery(prefix.plan, prefix.type, prefix.prefixId));
  const backorder = (
    <Button component={Link} to={backorderPath(prefix)} state={backState} variant="outlined">
      {t('placeBackorder')}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby="available-dids-heading" sx={{ minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Typography id="available-dids-heading" variant="h6" component="h2">
          {t('listLabel')}
        </Typography>
        {backorder}
      </Box>
      <PrefixQuery query={query}>
        {(dids) =>
          dids.length === 0 ? (
            <Alert severity="info">
              <p style={{ margin: 0 }}>{t('empty')}</p>
              <p style={{ marginBottom: 0 }}>{t('emptyHint')}</p>
            </Alert>
          ) : (
            <List aria-labelledby="available-dids-heading" disablePadding>
              {dids.map((did) => {
                const added = inCart.has(did.did);
                const busy = adding.has(did.id);
                const number = formatDid(did.did);
                return (
                  <ListItem key={did.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={number}
                      secondary={
                        <ServiceChips
                          label={number}
                          lt={did.lt_available}
                          pstn={did.pstn_available}
                          sms={did.sms_available}
                        />
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                    <Button
                      variant={added ? 'text' : 'contained'}
                      // Disabled for use, not for focus: the pressed button stays focused as it turns "Added"
                      // (a disabled button would drop a keyboard user's focus to the page, issue 36).
                      aria-disabled={added || busy}
                      aria-label={added ? `${number}: ${t('added')}` : t('addLabel', { did: number })}
                      startIcon={
                        busy ? (
                          <CircularProgress size={16} color="inherit" aria-label={t('adding', { did: number })} />
                        ) : added ? (
                          <CheckIcon />
                        ) : (
                          <AddShoppingCartIcon />
                        )
                      }
                      onClick={() => {
                        if (!added && !busy) onAdd(did);
                      }}
                    >
                      {added ? t('added') : t('add')}
                    </Button>
                  </ListItem>
                );
              })}
            </List>
          )
        }
      </PrefixQuery>
    </Box>
  );
}
