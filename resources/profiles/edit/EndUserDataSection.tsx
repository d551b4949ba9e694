/** "End User Data": the server's fields in its order; the email/phone group message above the pair. */
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EMAIL_FIELD, PHONE_FIELD } from '@/resources/profiles/rules/validation';
import { EndUserField } from './EndUserField';
import type { EditField, EditState } from './useEditState';
import { SELECT_FIELDS, useFieldOptions } from './useFieldOptions';

interface Props {
  fields: EditField[];
  state: EditState;
  /** The country a country-specific address document imposes: the country select is then locked. */
  lockedCountry?: boolean;
}

const PAIR = new Set([EMAIL_FIELD, PHONE_FIELD]);

export function EndUserDataSection({ fields, state, lockedCountry }: Props) {
  const translate = useTranslate();
  const options = useFieldOptions(state.values.country);
  const firstOfPair = fields.find((field) => PAIR.has(field.name))?.name;
  return (
    <Box component="section" aria-labelledby="end-user-data-title">
      <Typography id="end-user-data-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('profileEdit.form.dataTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <Box
            key={field.name}
            sx={field.name === firstOfPair && state.groupError ? { gridColumn: '1 / -1' } : undefined}
          >
            {field.name === firstOfPair && state.groupError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate(state.groupError)}
              </Alert>
            )}
            <EndUserField
              field={field}
              value={state.values[field.name]}
              error={state.fieldErrors[field.name]}
              options={SELECT_FIELDS.has(field.name) ? options[field.name] : undefined}
              disabled={field.name === 'country' && lockedCountry}
              hint={field.name === 'country' && lockedCountry ? translate('profileEdit.form.countryLocked') : undefined}
              onChange={(value) => state.setValue(field.name, value)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
