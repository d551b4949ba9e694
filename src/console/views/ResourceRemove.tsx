/**
 * The generated delete confirmation page of a definition (`remove`): the record read through the data provider
 * (getOne), the question with its fields, Delete and Cancel. Delete waits for the server (pessimistic), then goes to
 * the list with the deletion's toast; a refusal shows the server's messages above the question and keeps the page.
 * An unknown id is the not-found page; a failed load, the error view with its retry.
 */
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useDelete, useGetOne, useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import { allMessages } from '@/src/components/formErrors';
import { FormErrorList, LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { toastOf } from '@/src/config';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { recordPath, useRecordId } from '@/src/console/recordPath';
import { freshListPath } from '@/src/console/list/listUrl';
import { RecordGuard } from './RecordGuard';
import { representationOf } from './useFields';
import { useLookupRefresh } from './useLookupRefresh';

export default function ResourceRemove({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useLookupRefresh(definition);
  const view = definition.remove!;
  const id = useRecordId(view.path);
  const answer = useGetOne<RecordOf>(definition.name, { id }, { enabled: id !== '', retry: false });
  const [remove, removal] = useDelete<RecordOf>();
  const list = definition.list ? freshListPath(definition.list.path) : '/';
  const back = view.back ? recordPath(view.back, id) : list;

  const confirm = () =>
    void remove(
      definition.name,
      { id, previousData: answer.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          refresh(undefined, null);
          notify(`resources.${definition.name}.notifications.deleted`, {
            type: 'success',
            messageArgs: { smart_count: 1, _: translate('ra.notification.deleted', { smart_count: 1 }) },
            ...(view.toast ? toastOf(view.toast) : {}),
          });
          navigate(list);
        },
        // The refusal stays on the page, above the question (react-admin's own toast would say less).
        onError: () => undefined,
      },
    );

  let body;
  if (answer.isError) {
    if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFoundPage />;
    body = <LoadError error={answer.error} onRetry={() => void answer.refetch()} />;
  } else if (answer.isPending) {
    body = <CircularProgress aria-label={translate('common.loading')} />;
  } else {
    const record = answer.data;
    body = (
      <RecordGuard view={view} record={record}>
        <FormErrorList errors={allMessages(removal.error, translate)} />
        <Typography sx={{ mb: 2 }}>
          {translate(view.message ?? `resources.${definition.name}.deleteConfirm`, {
            ...record,
            // Without words of its own, the console's: "Do you want to delete …?"
            _: translate('common.console.deleteConfirm', { name: representationOf(definition, record) }),
          })}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            color="error"
            onClick={confirm}
            // A deleted record stays deleted: the button stays off until the list shows.
            disabled={removal.isPending || removal.isSuccess}
          >
            {translate('common.actions.delete')}
          </Button>
          <Button component={RouterLink} to={back}>
            {translate('common.actions.cancel')}
          </Button>
        </Stack>
      </RecordGuard>
    );
  }
  return (
    <Box>
      <PageTitle
        title={translate(view.title ?? `resources.${definition.name}.deleteTitle`, {
          _: translate('common.console.deleteTitle'),
        })}
      />
      {body}
    </Box>
  );
}
