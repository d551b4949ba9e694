/**
 * A row's generated actions, as the definition's views and API allow: Details (the show page), Edit (the edit form),
 * Delete (after the confirmation, pessimistic: the row goes once the server said yes). Each names its record for
 * screen readers ("Edit Alice"). Edit stands only on the rows the edit view's `when` holds (a porting request that can
 * still be changed): the list's row must carry what `when` reads.
 */
import { Link } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { Button, DeleteButton, useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { recordPath } from '@/src/console/recordPath';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { representationOf } from './useFields';

/** A column that is already the way to the record's page makes a Details action redundant. */
const linksToShow = (definition: ResourceDefinition): boolean =>
  Object.values(definition.fields ?? {}).some((field) => field.column && field.column.link === 'show');

export function hasRowActions(definition: ResourceDefinition): boolean {
  return Boolean(
    definition.list?.rowActions ||
    (definition.show && !linksToShow(definition)) ||
    definition.edit ||
    definition.list?.remove,
  );
}

export function RowActions({ definition, record }: { definition: ResourceDefinition; record: RecordOf }) {
  const translate = useTranslate();
  const notify = useNotify();
  const Replaced = definition.list?.rowActions;
  if (Replaced) return <Replaced record={record} />;
  const name = representationOf(definition, record);
  const keys = `resources.${definition.name}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {definition.show && !linksToShow(definition) ? (
        <Button
          component={Link}
          label="common.actions.details"
          aria-label={translate('common.console.detailsOf', { name })}
          to={recordPath(definition.show.path, record.id)}
        />
      ) : null}
      {definition.edit && (definition.edit.when?.(record) ?? true) ? (
        <Button
          component={Link}
          label="common.actions.edit"
          aria-label={translate('common.console.editOf', { name })}
          to={recordPath(definition.edit.path, record.id)}
        >
          <EditIcon />
        </Button>
      ) : null}
      {definition.list?.remove ? (
        <DeleteButton
          record={record}
          label="common.actions.delete"
          aria-label={translate('common.console.deleteOf', { name })}
          mutationMode="pessimistic"
          confirmTitle={translate(`${keys}.deleteTitle`, { _: translate('common.console.deleteTitle') })}
          confirmContent={translate(`${keys}.deleteConfirm`, {
            _: translate('common.console.deleteConfirm', { name }),
          })}
          redirect={false}
          mutationOptions={{ onError: () => notify('common.errors.generic', { type: 'error' }) }}
        />
      ) : null}
    </Stack>
  );
}
