/** /capacity/did-groups/{id}/delete: the confirmation screen; the group's numbers go back to the default group. */
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { deleteDidGroup } from '@/providers/api/capacity';
import { PageTitle } from '@/src/components/PageTitle';
import { allMessages } from '@/src/components/formErrors';
import { FormErrorList, LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { DefaultGroupStays } from './edit/DefaultGroupStays';
import { useDidGroup } from './edit/useDidGroup';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import { ENDPOINTS } from '@/providers/endpoints';
import { toastOf } from '@/src/config';

export default function DidGroupDelete() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useDidGroup();
  const remove = useMutation({
    mutationFn: () => deleteDidGroup(loaded.id),
    onSuccess: () => {
      // Every DID-group answer but the deleted group's own: this page still observes it until it leaves, and a
      // removed query it observes would be asked for again (a 404 of a group that is gone).
      queryClient.removeQueries({
        queryKey: [ENDPOINTS.didGroups.list],
        predicate: (query) => query.queryKey[1] !== String(loaded.id),
      });
      notify('capacity.didGroups.deleted', { type: 'success', ...toastOf('didGroups') });
      navigate(PATHS.didGroups.list);
    },
  });
  if (loaded.notFound) return <NotFoundPage />;
  if (loaded.error) return <LoadError error={loaded.error} onRetry={loaded.retry} />;

  return (
    <>
      <PageTitle title={translate('capacity.didGroups.deleteTitle')} />
      {loaded.group?.is_default ? (
        <DefaultGroupStays id={loaded.id} />
      ) : loaded.group ? (
        <>
          <FormErrorList errors={allMessages(remove.error, translate)} />
          <Typography sx={{ mb: 2 }}>
            {translate('capacity.didGroups.deleteConfirm', { name: loaded.group.name })}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              color="error"
              onClick={() => remove.mutate()}
              // A deleted group stays deleted: the button stays off until the list shows.
              disabled={remove.isPending || remove.isSuccess}
            >
              {translate('capacity.didGroups.delete')}
            </Button>
            <Button component={RouterLink} to={pathWithId(PATHS.didGroups.edit, loaded.id)}>
              {translate('capacity.didGroups.cancel')}
            </Button>
          </Stack>
        </>
      ) : (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      )}
    </>
  );
}
