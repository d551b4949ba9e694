/** The mail subscription multi-select: a native list box showing 6 rows (spec part 2 section 2). */
import { TextField } from '@mui/material';
import { useInput, useResourceContext, useTranslate, useTranslateLabel } from 'ra-core';
import type { MailSubscription } from '@/providers/types';

const VISIBLE_ROWS = 6;

interface Props {
  source: string;
  choices: MailSubscription[];
}

export default function MailSubscriptionInput({ source, choices }: Props) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { id, field, fieldState } = useInput<number[]>({ source, defaultValue: [] });
  const selected = (Array.isArray(field.value) ? field.value : []).map(String);

  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translateLabel({ source, resource })}
      value={selected}
      onChange={(event) => {
        const select = event.target as unknown as HTMLSelectElement;
        field.onChange(Array.from(select.selectedOptions, (option) => Number(option.value)));
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? translate('resources.contacts.mailSubscriptionHelp')}
      fullWidth
      margin="dense"
      slotProps={{
        select: { native: true, multiple: true },
        htmlInput: { size: VISIBLE_ROWS },
        inputLabel: { shrink: true },
      }}
      sx={{ '& select[multiple]': { height: 'auto' } }}
    >
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
