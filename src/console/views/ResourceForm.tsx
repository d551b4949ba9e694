/**
 * The form of a generated create or edit view: react-admin's `<SimpleForm>` with an input per field that declares one
 * (in the fields' order), Save and Cancel (back to the page the user came from, else where a save goes or the list). Field errors the server answers land on their fields
 * (react-admin's server-side validation, over the data provider's `body.errors`).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Button, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { inputOf } from '@/src/console/fields';
import type { ResourceDefinition } from '@/src/console/definition';
import { useFieldEntries } from './useFields';
import { FormInput } from './FormInput';
import { SaveBlock, useSaveBlocked } from './saveBlock';
import { backOf } from './redirectOf';
import { UploadProgressBar } from './UploadProgressBar';

/** In a panel of the page (an edit with sections), the Save stays in its panel on a phone too, not fixed at the bottom. */
const IN_PANEL = { gap: 1, '&.RaToolbar-mobileToolbar': { position: 'static', px: 0 } };

interface ToolbarProps {
  back?: string;
  isNew: boolean;
  inPanel: boolean;
  saveLabel?: string;
}

function FormToolbar({ back, isNew, inPanel, saveLabel }: ToolbarProps) {
  const navigate = useNavigate();
  // The first page of the session (a bookmark, a link from an e-mail) has no page to go back to.
  const first = useLocation().key === 'default';
  // An input whose value is not known to be free yet (a uniqueness check) holds the save.
  const blocked = useSaveBlocked();
  return (
    <Toolbar sx={inPanel ? IN_PANEL : { gap: 1 }} disableGutters={inPanel}>
      <SaveButton alwaysEnable={isNew && !blocked} disabled={blocked} label={saveLabel} />
      {back ? (
        <Button label="common.actions.cancel" onClick={() => (first ? navigate(back) : navigate(-1))}>
          <CloseIcon />
        </Button>
      ) : null}
    </Toolbar>
  );
}

/** The form's inputs: the fields with an input, in the view's order where it gives one, else the fields' order. */
export function useInputEntries(definition: ResourceDefinition, order: readonly string[] | undefined) {
  const fields = useFieldEntries(definition);
  const ordered = order ? order.flatMap((name) => fields.filter((entry) => entry.name === name)) : fields;
  return ordered.flatMap((entry) => {
    const input = inputOf(entry.field);
    return input ? [{ ...entry, input }] : [];
  });
}

/**
 * react-admin resets a form to its record whenever the record read changes (a refetch on mount or focus; a record with
 * signed links changes at every read). What the user has typed stays over that; the rest takes the new copy. A
 * module constant: react-admin's reset runs again whenever these options are a new object.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

interface FormProps {
  definition: ResourceDefinition;
  mode: 'create' | 'edit';
  /** How much of a multipart save has gone (null while none runs). */
  percent?: number | null;
}

export function ResourceForm({ definition, mode, percent = null }: FormProps) {
  const view = mode === 'create' ? definition.create : definition.edit;
  const entries = useInputEntries(definition, view?.inputs);
  // With sections, the form is a panel of the page, and the way back is the page's Exit under them (EditSections).
  const inPanel = Boolean(view?.sections);
  const id = useRecordContext()?.id;
  const back = inPanel ? undefined : backOf(definition, view?.redirect, id === undefined ? undefined : String(id));
  return (
    <SaveBlock>
      <SimpleForm
        toolbar={<FormToolbar back={back} isNew={mode === 'create'} inPanel={inPanel} saveLabel={view?.saveLabel} />}
        component={inPanel ? Box : undefined}
        // The declared validators speak, with the spec's messages; the browser's own bubbles (a required select's
        // hidden input) would block the save without a word on the field.
        noValidate
        resetOptions={KEEP_TYPED}
        sx={{ maxWidth: 560 }}
      >
        {entries.map((entry) => (
          <FormInput key={entry.name} source={entry.name} label={entry.label} field={entry.field} input={entry.input} />
        ))}
        <UploadProgressBar percent={percent} />
      </SimpleForm>
    </SaveBlock>
  );
}
