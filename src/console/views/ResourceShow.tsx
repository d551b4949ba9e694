/**
 * The generated show page of a definition (`show` and `fields`): the record read through the data provider (getOne),
 * every field with a show row in a card, the record's actions (default: back to the list) and the sections the
 * definition adds after it. An unknown id is the not-found page; a failure, the error view with its retry.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne } from 'react-admin';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import { LoadError } from '@/src/components/ServerErrors';
import { PageTitle } from '@/src/components/PageTitle';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { valueOf } from '@/src/console/fields';
import { isBlank } from '@/src/console/kinds/kind';
import { useRecordId } from '@/src/console/recordPath';
import { representationOf, useFieldDisplay, useFieldEntries, type FieldEntry } from './useFields';

/** A `hideEmpty` row's value that is not there: none, only spaces, or a flag that is off. */
const unset = (entry: FieldEntry, record: RecordOf): boolean => {
  const value = valueOf(record, entry.name, entry.field);
  return isBlank(value) || value === false || (typeof value === 'string' && value.trim() === '');
};

/** `fullRecord`: the page's own entry in the cache, apart from the list's rows that react-admin copies there. */
const FULL_RECORD = { view: 'show' };

function ShowCard({ definition, record }: { definition: ResourceDefinition; record: RecordOf }) {
  const translate = useTranslate();
  const show = definition.show!;
  const all = useFieldEntries(definition);
  const entries = (
    show.rows
      ? show.rows.flatMap((name) => all.filter((entry) => entry.name === name))
      : all.filter((entry) => entry.field.show !== false)
  ).filter((entry) => !(entry.field.hideEmpty && unset(entry, record)));
  const { display } = useFieldDisplay();
  const Actions = show.actions;
  const headingId = `${definition.name}-heading`;
  return (
    <Box sx={{ maxWidth: show.wide ? undefined : 640 }}>
      {/* The title may name the record (its fields are the title's placeholders: "Ticket %{id}"). */}
      <PageTitle title={translate(show.title ?? `resources.${definition.name}.showTitle`, record)} />
      <Card
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        sx={show.wide ? { maxWidth: 640 } : undefined}
      >
        <CardContent>
          <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
            {show.heading ? translate(show.heading, record) : representationOf(definition, record)}
          </Typography>
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
          <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
            {Actions ? (
              <Actions record={record} />
            ) : definition.list ? (
              <Button component={RouterLink} to={definition.list.path} startIcon={<ArrowBackIcon />}>
                {translate('common.console.backToList')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {(show.sections ?? []).map((Section, index) => (
        <Section key={index} record={record} />
      ))}
    </Box>
  );
}

export default function ResourceShow({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const show = definition.show!;
  const id = useRecordId(show.path);
  const answer = useGetOne<RecordOf>(
    definition.name,
    { id, meta: show.fullRecord ? FULL_RECORD : undefined },
    { enabled: id !== '', retry: false },
  );
  if (answer.isError) {
    if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFoundPage />;
    return <LoadError error={answer.error} onRetry={() => void answer.refetch()} />;
  }
  if (answer.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('common.loading')} />
      </Box>
    );
  }
  // No record (the API's `null` is a 404 in the data provider), or one without its id.
  if (!answer.data || isBlank(answer.data.id)) return <NotFoundPage />;
  return <ShowCard definition={definition} record={answer.data} />;
}
