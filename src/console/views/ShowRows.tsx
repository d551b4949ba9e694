/** The rows of a record on a show page (its card, or a tab): each field's label, and its value as its kind shows it. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { valueOf } from '@/src/console/fields';
import { isBlank } from '@/src/console/kinds/kind';
import { useFieldDisplay, useFieldEntries, type FieldEntry } from './useFields';

/** A `hideEmpty` row's value that is not there: none, only spaces, or a flag that is off. */
const unset = (entry: FieldEntry, record: RecordOf): boolean => {
  const value = valueOf(record, entry.name, entry.field);
  return isBlank(value) || value === false || (typeof value === 'string' && value.trim() === '');
};

export function ShowRows({
  definition,
  record,
  rows,
}: {
  definition: ResourceDefinition;
  record: RecordOf;
  rows?: readonly string[];
}) {
  const translate = useTranslate();
  const all = useFieldEntries(definition);
  const entries = (
    rows
      ? rows.flatMap((name) => all.filter((entry) => entry.name === name))
      : all.filter((entry) => entry.field.show !== false)
  ).filter((entry) => !(entry.field.hideEmpty && unset(entry, record)));
  const { display } = useFieldDisplay();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {entries.map((entry) => (
        <Box key={entry.name} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {translate(entry.label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {display(entry, record)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
