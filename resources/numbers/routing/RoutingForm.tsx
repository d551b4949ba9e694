/**
 * The Routing tab's form: trunk (required), up to 3 routing rows, the optional shadow routing number; Save only when
 * changed. Hand-written: rows of three endpoints saved and cleared each on its own, not one record's fields.
 */
import { useState, type FormEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { RoutingEntry, SelectOption, ShadowRoutingNumber } from '@/providers/types';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import RoutingRowFields from './RoutingRowFields';
import { useRoutingForm } from './useRoutingForm';

interface Props {
  did: string;
  trunk: number | null;
  entries: RoutingEntry[];
  shadow: ShadowRoutingNumber | null;
  trunks: SelectOption<number>[];
  networks: SelectOption<number>[];
}

export default function RoutingForm({ did, trunks, networks, ...initial }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`numbers.details.routing.${key}`);
  const form = useRoutingForm({ did, ...initial });
  const [clearing, setClearing] = useState<number | 'shadow' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  const confirmClear = async () => {
    if (clearing === 'shadow') await form.removeShadow();
    else if (clearing !== null) await form.removeRow(clearing);
    setClearing(null);
  };
  const trunkError = form.errors.trunk?.customer_trunk;
  const shadowError = form.errors.shadow?.number;
  // One line per message: three rows failing alike say it once.
  const general = [...new Set(Object.values(form.errors).map((part) => part?.general))].filter((m): m is string =>
    Boolean(m),
  );
  /** A row offers the networks no other row uses (its own choice stays offered). */
  const networksFor = (index: number) =>
    networks.filter((network) => !form.rows.some((row, i) => i !== index && row.nature === String(network.value)));
  return (
    <form onSubmit={submit} noValidate aria-label={translate('numbers.details.tabs.routing')}>
      <FormErrorList errors={general} />
      <TextField
        select
        required
        label={t('trunk')}
        value={form.trunk}
        onChange={(event) => form.setTrunk(event.target.value)}
        error={Boolean(trunkError)}
        helperText={trunkError}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {trunks.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('entries')}
      </Typography>
      {form.rows.map((row, index) => (
        <RoutingRowFields
          key={index}
          index={index}
          row={row}
          networks={networksFor(index)}
          errors={form.errors[`row${index}`]}
          onChange={(next) => form.setRow(index, next)}
          onDelete={form.savedRows[index].id !== null ? () => setClearing(index) : undefined}
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', my: 2 }}>
        <TextField
          label={t('shadow')}
          value={form.shadow}
          onChange={(event) => form.setShadow(event.target.value)}
          error={Boolean(shadowError)}
          helperText={shadowError}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        {form.savedShadow.id !== null && (
          <IconButton aria-label={t('deleteShadow')} onClick={() => setClearing('shadow')}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      <SubmitButton pending={form.saving} disabled={!form.changed}>
        {translate('common.actions.save')}
      </SubmitButton>
      <Confirm
        isOpen={clearing !== null}
        title="numbers.details.routing.clearTitle"
        content="numbers.details.routing.clearConfirm"
        translateOptions={{ did }}
        onConfirm={() => void confirmClear()}
        onClose={() => setClearing(null)}
      />
    </form>
  );
}
