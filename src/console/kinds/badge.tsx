/** A status, shown as a chip of its colour (Open, Closed, Paid...): on a card it stands at the key line's right. */
import { Chip } from '@mui/material';
import { ChoiceFilter, ChoiceFormInput, choiceKey, choiceText } from './choices';
import { isBlank, type Kind } from './kind';

/** A flag's badge stands only while the flag is on (a number being cancelled): off, the row has no status to show. */
const none = (value: unknown) => isBlank(value) || value === false;

export const badgeKind: Kind = {
  text: (value, context) => (none(value) ? '' : choiceText(value, context)),
  display: (value, context) =>
    none(value) ? null : (
      <Chip
        size="small"
        label={choiceText(value, context)}
        color={context.field.choices?.colors?.[choiceKey(value)] ?? 'default'}
        variant="outlined"
      />
    ),
  filterInput: ChoiceFilter,
  formInput: ChoiceFormInput,
};
