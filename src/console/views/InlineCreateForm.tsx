/**
 * A generated create form that a part places in its own screen, where a new record is made beside the list rather than
 * on a page of its own (the trunk manager's Create new trunk, above the rows): the inputs of the definition's create
 * view, else of its edit view (one set of fields and rules for both), side by side from the tablet's width, saved
 * through the data provider as the create view saves: field errors on their fields, any other failure in a toast, what
 * was typed kept; once saved, the view's toast and `onSaved` (the part closes its panel).
 */
import { Stack } from '@mui/material';
import { CreateBase, SaveButton, useNotify } from 'react-admin';
import { Form, useTranslate } from 'ra-core';
import { toastOf, type ToastArea } from '@/src/config';
import type { LabelKey } from '@/src/console/fields';
import { useDefinition } from './definitionContext';
import { FormInput } from './FormInput';
import { useInputEntries } from './ResourceForm';
import { useSaveFailure } from './useSaveFailure';

interface Props {
  /** The save button's words ("Create"). */
  submitLabel: LabelKey;
  /** The area whose toasts the success toast closes as (`resources.<name>.notifications.created`). */
  toast: ToastArea;
  onSaved: () => void;
}

export function InlineCreateForm({ submitLabel, toast, onSaved }: Props) {
  const definition = useDefinition();
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useSaveFailure();
  const entries = useInputEntries(definition, (definition.create ?? definition.edit)?.inputs);
  const onSuccess = () => {
    notify(`resources.${definition.name}.notifications.created`, {
      type: 'success',
      messageArgs: { smart_count: 1, _: translate('ra.notification.created', { smart_count: 1 }) },
      ...toastOf(toast),
    });
    onSaved();
  };
  return (
    <CreateBase resource={definition.name} redirect={false} mutationOptions={{ onError, onSuccess }}>
      <Form noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          {entries.map((entry) => (
            <Stack key={entry.name} sx={{ flex: 1, minWidth: 160 }}>
              <FormInput source={entry.name} label={entry.label} field={entry.field} input={entry.input} />
            </Stack>
          ))}
        </Stack>
        <SaveButton label={submitLabel} icon={<></>} alwaysEnable />
      </Form>
    </CreateBase>
  );
}
