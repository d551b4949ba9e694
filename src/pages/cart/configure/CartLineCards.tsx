/** "Configure DIDs" on a small screen: the apply-to-all box, then one card per line (same fields as the table). */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { CartDidLine } from '@/providers/types';
import { lineName } from './CartLineRow';
import LineSelect, { ApplyAllLabel } from './LineSelect';
import { effectiveChoice, LINE_FIELDS } from './lineRules';
import type { LinesEditorProps } from './CartLinesTable';
import { useCountryName } from '@/src/components/countryName';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" component="dt" sx={{ color: 'text.secondary', minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

export default function CartLineCards({
  lines,
  choices,
  applied,
  errors,
  options,
  disabled,
  onChange,
  onApplyAll,
  onRemove,
}: LinesEditorProps) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const backorder = translate('cart.configure.backorder');
  const column = (key: string) => translate(`cart.configure.columns.${key}`);
  const card = (line: CartDidLine) => {
    const choice = effectiveChoice(line, choices);
    const lineErrors = errors[line.id];
    return (
      <Paper key={line.id} variant="outlined" component="section" aria-label={lineName(line, backorder)} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {line.did ?? backorder}
        </Typography>
        {lineErrors?.line ? (
          <Typography variant="body2" color="error" role="alert">
            {lineErrors.line}
          </Typography>
        ) : null}
        <Box component="dl" sx={{ my: 1 }}>
          <Fact label={column('country')} value={countryName(line.country.name)} />
          <Fact label={column('area')} value={`${line.area.name} (${line.area.prefix})`} />
          <Fact label={column('plan')} value={line.plan.name} />
          <Fact label={column('amount')} value={line.amount} />
        </Box>
        <Stack spacing={2}>
          {LINE_FIELDS.map((field) => (
            <LineSelect
              key={field}
              label={translate(`cart.configure.fields.${field}`)}
              value={choice[field]}
              options={options[field]}
              onChange={(value) => onChange(line.id, field, value)}
              error={lineErrors?.[field]}
              required
              disabled={disabled}
            />
          ))}
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onRemove(line)}
            disabled={disabled}
            aria-label={translate('cart.configure.remove', { line: lineName(line, backorder) })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('cart.configure.removeShort')}
          </Button>
        </Stack>
      </Paper>
    );
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="apply-all-title"
        sx={{ p: 2, bgcolor: 'action.hover' }}
      >
        <Typography id="apply-all-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('cart.configure.applyAll')}
        </Typography>
        <Stack spacing={2}>
          {LINE_FIELDS.map((field) => (
            <LineSelect
              key={field}
              label={<ApplyAllLabel field={field} />}
              value={applied[field]}
              options={options[field]}
              onChange={(value) => onApplyAll(field, value)}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Paper>
      {lines.map(card)}
    </Stack>
  );
}
