/** A status, shown as a chip of its colour (Open, Closed, Paid...): on a card it stands at the key line's right. */
import { Chip } from '@mui/material';
import { ChoiceFilter, ChoiceFormInput, choiceKey, choiceText } from './choices';
import { isBlank, type Kind } from './kind';

export const badgeKind: Kind = {
  text: choiceText,
  display: (value, context) =>
    isBlank(value) ? null : (
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
