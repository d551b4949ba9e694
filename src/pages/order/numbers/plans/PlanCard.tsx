/** One plan of the search: its facts, Info (details tabs) and Select (prefix picker). */
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { useTranslate } from 'ra-core';
import type { PlanListItem } from '@/providers/types';
import { PlanInfo } from './PlanInfo';
import { PrefixPicker } from './PrefixPicker';
import { ServiceChips } from '@/src/pages/order/numbers/ServiceChips';
import { useFormat } from '@/src/console/format';
import { didTypeLabel } from '@/src/components/specLabels';

interface Props {
  plan: PlanListItem;
  infoOpen: boolean;
  selectOpen: boolean;
  onToggle: (panel: 'info' | 'select') => void;
}

export function PlanCard({ plan, infoOpen, selectOpen, onToggle }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.plans.${key}`, options);
  const { money } = useFormat();
  const idBase = `plan-${plan.id}-${plan.plan_type}`;
  const facts: [string, string][] = [
    [t('nrc'), money(plan.nrc)],
    [t('mrc'), money(plan.mrc)],
    [t('stock'), String(plan.stock)],
    [
      t('leadtime'),
      t('leadtimeDays', {
        withStock: t('days', { smart_count: plan.leadtime }),
        noStock: t('days', { smart_count: plan.leadtime_no_stock }),
      }),
    ],
    [t('porting'), t(plan.porting ? 'yes' : 'no')],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={`${idBase}-name`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={`${idBase}-name`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {plan.name}
          </Typography>
          <Chip size="small" label={didTypeLabel(translate, plan.type.id, plan.type.name)} />
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, m: 0 }}
        >
          {facts.map(([name, value]) => (
            <Box key={name}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <ServiceChips
          label={t('services')}
          lt={plan.lt_available}
          pstn={plan.pstn_available}
          sms={plan.sms_available}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<InfoOutlinedIcon />}
          variant={infoOpen ? 'contained' : 'outlined'}
          aria-expanded={infoOpen}
          aria-controls={infoOpen ? `${idBase}-info` : undefined}
          aria-label={`${t('info')} ${plan.name}`}
          onClick={() => onToggle('info')}
        >
          {t('info')}
        </Button>
        <Button
          startIcon={<ListIcon />}
          variant={selectOpen ? 'contained' : 'outlined'}
          aria-expanded={selectOpen}
          aria-controls={selectOpen ? `${idBase}-select` : undefined}
          aria-label={`${t('select')} ${plan.name}`}
          onClick={() => onToggle('select')}
        >
          {t('select')}
        </Button>
      </CardActions>
      {infoOpen ? <PlanInfo id={`${idBase}-info`} plan={plan} /> : null}
      {selectOpen ? <PrefixPicker id={`${idBase}-select`} plan={plan} /> : null}
    </Card>
  );
}
