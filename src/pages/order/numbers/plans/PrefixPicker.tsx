/** Select: the plan's prefixes, searchable by prefix and name (in the URL), each with its stock; stock 0 is backorder only. */
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { prefixesQuery } from '@/providers/api/ordering';
import type { PlanListItem } from '@/providers/types';
import TabQuery from '@/src/components/offer/TabQuery';
import { prefixTarget } from '@/src/pages/order/numbers/paths';
import { useDebouncedParams } from '@/src/components/useDebouncedParam';

/** The prefix search's URL parameters (spec part 1 section 2). */
const SEARCH_PARAMS = ['prefix', 'prefixName'] as const;

export function PrefixPicker({ id, plan }: { id: string; plan: PlanListItem }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.prefixes.${key}`, options);
  const [params] = useSearchParams();
  // One timer for both: clearing one and typing in the other within 500 ms writes both as shown (issue 33 item 6).
  const [typed, setTyped] = useDebouncedParams(SEARCH_PARAMS);
  const search = { prefix: params.get('prefix') || undefined, name: params.get('prefixName') || undefined };
  const query = useQuery(prefixesQuery(plan.id, plan.plan_type, search));
  return (
    <Box id={id} role="region" aria-label={t('label', { name: plan.name })} sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          size="small"
          label={t('prefix')}
          value={typed.prefix}
          onChange={(event) => setTyped('prefix', event.target.value)}
          sx={{ flex: '1 1 140px' }}
        />
        <TextField
          size="small"
          label={t('name')}
          value={typed.prefixName}
          onChange={(event) => setTyped('prefixName', event.target.value)}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <TabQuery query={query}>
        {(prefixes) =>
          prefixes.length === 0 ? (
            <Typography variant="body2">{t('empty')}</Typography>
          ) : (
            <List dense aria-label={t('label', { name: plan.name })} sx={{ maxHeight: 360, overflowY: 'auto' }}>
              {prefixes.map((item) => (
                <ListItem key={item.id} disablePadding>
                  <ListItemButton
                    component={Link}
                    state={{ orderSearch: params.toString() }}
                    to={prefixTarget(
                      { plan: plan.id, type: plan.plan_type, prefixId: item.id },
                      item.isBackorder ? 0 : item.stock,
                    )}
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                  >
                    <ListItemText
                      primary={`${item.prefix} ${item.name}`}
                      secondary={t('stock', { stock: item.stock })}
                    />
                    {item.stock === 0 || item.isBackorder ? (
                      <Chip size="small" variant="outlined" label={t('backorderOnly')} />
                    ) : null}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )
        }
      </TabQuery>
    </Box>
  );
}
