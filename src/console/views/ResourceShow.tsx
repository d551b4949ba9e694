/**
 * The generated show page of a definition (`show` and `fields`): the record read through the data provider (getOne),
 * every field with a show row in a card, the record's actions (default: back to the list) and the sections the
 * definition adds after it; or the record in tabs (ShowTabs). An unknown id is the not-found page; a failure, the error view with its retry.
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
import { isBlank } from '@/src/console/kinds/kind';
import { useRecordId } from '@/src/console/recordPath';
import { representationOf } from './useFields';
import { ShowTabs } from './ShowTabs';
import { ShowRows } from './ShowRows';

/**
 * The page's own entry in the cache, apart from the list's rows that react-admin copies there: a list's row carries
 * fewer fields than the record's own answer (an order's row has none of its lines, a number's none of its prices), and
 * the page and its parts read the record (the definition's `Full`), so the page waits for it.
 */
const OWN_ANSWER = { view: 'show' };

function ShowCard({ definition, record }: { definition: ResourceDefinition; record: RecordOf }) {
  const translate = useTranslate();
  const show = definition.show!;
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
          <ShowRows definition={definition} record={record} rows={show.rows} />
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
  const answer = useGetOne<RecordOf>(definition.name, { id, meta: OWN_ANSWER }, { enabled: id !== '', retry: false });
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
  if (show.tabs) return <ShowTabs definition={definition} record={answer.data} />;
  return <ShowCard definition={definition} record={answer.data} />;
}
