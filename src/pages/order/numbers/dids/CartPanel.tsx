/** The cart side panel: the prefix's cart lines (each removable), their total, and the way on to configuration and checkout. */
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslate } from 'ra-core';
import type { CartDidLine } from '@/providers/types';
import TabQuery from '@/src/components/offer/TabQuery';
import { prefixCheckoutPath, type PrefixRef } from '@/src/pages/order/numbers/paths';
import { cartTotals, formatDid } from './cartTotals';
import { useFormat } from '@/src/console/format';

interface Props {
  prefix: PrefixRef;
  query: UseQueryResult<CartDidLine[]>;
  removing: ReadonlySet<number>;
  /** The line, and how it is named (its number, else its area). */
  onRemove: (lineId: number, name: string) => void;
}

export function CartPanel({ prefix, query, removing, onRemove }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.cart.${key}`, options);
  const { money } = useFormat();
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="cart-panel-heading" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="cart-panel-heading" variant="h6" component="h2">
        {t('heading')}
      </Typography>
      <TabQuery query={query}>
        {(lines) => {
          const totals = cartTotals(lines);
          return (
            <>
              {lines.length === 0 ? (
                <Typography variant="body2" sx={{ my: 1 }}>
                  {t('empty')}
                </Typography>
              ) : (
                <List dense aria-labelledby="cart-panel-heading">
                  {lines.map((line) => {
                    const number = line.did ? formatDid(line.did) : line.area.name;
                    return (
                      <ListItem
                        key={line.id}
                        divider
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={t('remove', { did: number })}
                            disabled={removing.has(line.id)}
                            onClick={() => onRemove(line.id, number)}
                          >
                            {removing.has(line.id) ? <CircularProgress size={18} aria-hidden /> : <DeleteIcon />}
                          </IconButton>
                        }
                      >
                        <ListItemText
                          primary={number}
                          secondary={`${t('nrc')} ${money(line.nrc_price)} · ${t('mrc')} ${money(line.mrc_price)}`}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              )}
              <Box
                component="dl"
                data-testid="cart-total"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, my: 1 }}
              >
                <Typography component="dt" sx={{ fontWeight: 600 }}>{`${t('total')} ${t('nrc')}`}</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {money(totals.nrc)}
                </Typography>
                <Typography component="dt" sx={{ fontWeight: 600 }}>{`${t('total')} ${t('mrc')}`}</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {money(totals.mrc)}
                </Typography>
              </Box>
              <Button component={Link} to={prefixCheckoutPath(prefix)} variant="contained" fullWidth>
                {t('checkout')}
              </Button>
            </>
          );
        }}
      </TabQuery>
    </Paper>
  );
}
