/**
 * Another collection's record: its name, a link to its page where the definition gives one. The API gives either the
 * record (`{ id, name }`) or its id beside a name field (`reference.label`, a field of the row). A record of one of
 * several collections (`{ type, id, name, exists }`) links to its type's page (`reference.paths`) while it exists.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { recordPath } from '@/src/console/recordPath';
import { ChoiceFilter, ChoiceFormInput } from './choices';
import { isBlank, plain, type Kind, type RenderContext } from './kind';

const idOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>).id : value;

function referenceText(value: unknown, { field, record }: RenderContext): string {
  if (isBlank(value)) return '';
  const label = field.reference?.label;
  if (value !== null && typeof value === 'object') return plain((value as Record<string, unknown>)[label ?? 'name']);
  return label ? plain(record[label]) || plain(value) : plain(value);
}

/** The page of the referenced record: the field's path, or its type's (`paths`); none for a record that is gone. */
function pageOf(value: unknown, { field }: RenderContext): string | undefined {
  const reference = field.reference;
  if (!reference?.paths) return reference?.path;
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (reference.exists && record[reference.exists] === false) return undefined;
  return reference.paths[plain(record.type)];
}

export const referenceKind: Kind = {
  text: referenceText,
  display: (value, context) => {
    const text = referenceText(value, context);
    const path = pageOf(value, context);
    const id = idOf(value);
    if (!path || isBlank(id)) return text;
    return (
      <Link component={RouterLink} to={recordPath(path, id as string | number)}>
        {text}
      </Link>
    );
  },
  filterInput: ChoiceFilter,
  formInput: ChoiceFormInput,
};
