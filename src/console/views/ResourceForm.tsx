/**
 * The form of a generated create or edit view: react-admin's `<SimpleForm>` with an input per field that declares one
 * (in the fields' order), Save and Cancel (back to the list). Field errors the server answers land on their fields
 * (react-admin's server-side validation, over the data provider's `body.errors`).
 */
import { useNavigate } from 'react-router-dom';
import CloseIcon from '@mui/icons-material/Close';
import { Button, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { inputOf } from '@/src/console/fields';
import type { ResourceDefinition } from '@/src/console/definition';
import { useFieldEntries } from './useFields';
import { FormInput } from './FormInput';

function FormToolbar({ back, isNew }: { back?: string; isNew: boolean }) {
  const navigate = useNavigate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={isNew} />
      {back ? (
        <Button label="common.actions.cancel" onClick={() => navigate(back)}>
          <CloseIcon />
        </Button>
      ) : null}
    </Toolbar>
  );
}

export function ResourceForm({ definition, mode }: { definition: ResourceDefinition; mode: 'create' | 'edit' }) {
  const view = mode === 'create' ? definition.create : definition.edit;
  const fields = useFieldEntries(definition);
  const ordered = view?.inputs ? view.inputs.flatMap((name) => fields.filter((entry) => entry.name === name)) : fields;
  const entries = ordered.flatMap((entry) => {
    const input = inputOf(entry.field);
    return input && (!input.only || input.only === mode) ? [{ ...entry, input }] : [];
  });
  // With sections, the way back is the page's Exit under them (EditSections).
  const back = view?.sections ? undefined : definition.list?.path;
  return (
    <SimpleForm toolbar={<FormToolbar back={back} isNew={mode === 'create'} />} sx={{ maxWidth: 560 }}>
      {entries.map((entry) => (
        <FormInput key={entry.name} source={entry.name} label={entry.label} field={entry.field} input={entry.input} />
      ))}
    </SimpleForm>
  );
}
