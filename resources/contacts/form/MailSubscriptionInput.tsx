/**
 * The contact form's mail subscriptions (spec part 2 section 2): a native multi-select list box showing 6 rows, its
 * choices from the mail-subscriptions lookup. A replaced input of the generated form.
 */
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { mailSubscriptionsQuery } from '@/providers/api/queries';
import { RetryAlert, loadErrorKey } from '@/src/components/ServerErrors';
import type { InputPartProps } from '@/src/console/fields';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';

const VISIBLE_ROWS = 6;

export default function MailSubscriptionInput({ source, label }: InputPartProps) {
  const translate = useTranslate();
  const subscriptions = useQuery(mailSubscriptionsQuery);
  const { id, field, fieldState } = useInput<number[]>({ source, defaultValue: [] });
  useServerErrorFocus(field.name);
  const selected = (Array.isArray(field.value) ? field.value : []).map(String);

  return (
    <>
      <TextField
        select
        id={id}
        name={field.name}
        inputRef={field.ref}
        label={translate(label)}
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
        {(subscriptions.data ?? []).map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </TextField>
      {subscriptions.isError ? (
        <RetryAlert onRetry={() => void subscriptions.refetch()}>
          {translate(loadErrorKey(subscriptions.error))}
        </RetryAlert>
      ) : null}
    </>
  );
}
