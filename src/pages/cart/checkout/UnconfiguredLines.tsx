/**
 * The way forward from a checkout refused for lines not configured yet: each such line, a link to the screen that
 * configures it (its plan's configuration, or the PSTN upgrade's) and a button that removes that line alone.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { invalidateCart, removeBackorder, removeCartDid, removePstnUpgrade } from '@/providers/api/cart';
import type { CheckoutRow } from '@/providers/types';
import { TOAST_DURATION_MS } from '@/src/config';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

/** The lines the checkout refuses: number, backorder and PSTN-upgrade lines not configured yet. */
export const unconfiguredLines = (rows: readonly CheckoutRow[]) => rows.filter((row) => row.configured === false);

/** Where the line is configured; undefined when the summary does not say. */
export function configurePath(row: CheckoutRow): string | undefined {
  if (!row.plan) return undefined;
  if (row.kind === 'pstn_upgrade') return fillPath(PATHS.order.pstnCheckout, row.plan);
  if ((row.kind === 'did' || row.kind === 'backorder') && row.prefix_id != null) {
    return fillPath(PATHS.order.prefixCheckout, { ...row.plan, prefixId: row.prefix_id });
  }
  return undefined;
}

const removeCall = (row: CheckoutRow) =>
  row.kind === 'backorder'
    ? removeBackorder(row.id)
    : row.kind === 'pstn_upgrade'
      ? removePstnUpgrade(row.id)
      : removeCartDid(row.id);

export function UnconfiguredLines({ lines }: { lines: CheckoutRow[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeCall,
    onSuccess: () => notify('cart.configure.removed', { type: 'success', autoHideDuration: TOAST_DURATION_MS }),
    onError: () => notify('common.errors.generic', { type: 'error', autoHideDuration: TOAST_DURATION_MS }),
    onSettled: () => invalidateCart(queryClient),
  });
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" id="unconfigured-title">
        {translate('cart.checkout.unconfigured')}
      </Typography>
      <Box component="ul" aria-labelledby="unconfigured-title" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
        {lines.map((row) => {
          const path = configurePath(row);
          return (
            <Box
              component="li"
              key={`${row.kind}-${row.id}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {row.description}
              </Typography>
              <Stack direction="row" spacing={1}>
                {path ? (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={path}
                    aria-label={translate('cart.checkout.configureLine', { line: row.description })}
                  >
                    {translate('cart.checkout.configure')}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row)}
                  aria-label={translate('cart.configure.remove', { line: row.description })}
                >
                  {translate('cart.configure.removeShort')}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
