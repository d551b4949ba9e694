/** /capacity/did-groups/{id}/rename (spec section 5): name required and unique, checked 500 ms after typing. */
import { useRef } from 'react';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { renameDidGroup } from '@/providers/api/capacity';
import { PageTitle } from '@/src/components/PageTitle';
import { FormErrorList, LoadError } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { DUPLICATE, GroupNameField, NAME } from './create/GroupNameField';
import { allMessages, fieldErrors } from '@/src/components/formErrors';
import type { NameCheck } from './create/useGroupNameCheck';
import { DefaultGroupStays } from './edit/DefaultGroupStays';
import { useDidGroup } from './edit/useDidGroup';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import { ENDPOINTS } from '@/providers/endpoints';
import { toastOf } from '@/src/config';

function RenameForm({ id, currentName }: { id: string; currentName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameCheck = useRef<NameCheck>('unique');
  const rename = useMutation({ mutationFn: (name: string) => renameDidGroup(id, name) });
  const editPath = pathWithId(PATHS.didGroups.edit, id);

  const submit = async (values: Record<string, unknown>) => {
    // A name still being checked is not sent: the answer may be "taken".
    if (nameCheck.current === 'checking') return undefined;
    if (nameCheck.current === 'duplicate') return { [NAME]: translate(DUPLICATE) };
    try {
      await rename.mutateAsync(String(values[NAME]).trim());
      await queryClient.invalidateQueries({ queryKey: [ENDPOINTS.didGroups.list] });
      notify('capacity.didGroups.renamed', { type: 'success', ...toastOf('didGroups') });
      navigate(editPath);
      return undefined;
    } catch (error) {
      return fieldErrors(error, [NAME]);
    }
  };

  const refusedName = fieldErrors(rename.error, [NAME]);
  return (
    <Form onSubmit={submit} defaultValues={{ [NAME]: currentName }} noValidate disableInvalidFormNotification>
      <Box sx={{ maxWidth: 480 }}>
        <FormErrorList errors={rename.error && !refusedName ? allMessages(rename.error, translate) : []} />
        <Box sx={{ mb: 2 }}>
          <GroupNameField currentName={currentName} checkRef={nameCheck} />
        </Box>
        <Stack direction="row" spacing={2}>
          <SubmitButton pending={rename.isPending}>{translate('capacity.didGroups.rename')}</SubmitButton>
          <Button component={RouterLink} to={editPath}>
            {translate('capacity.didGroups.cancel')}
          </Button>
        </Stack>
      </Box>
    </Form>
  );
}

export default function DidGroupRename() {
  const translate = useTranslate();
  const loaded = useDidGroup();
  if (loaded.notFound) return <NotFoundPage />;
  if (loaded.error) return <LoadError error={loaded.error} onRetry={loaded.retry} />;
  return (
    <>
      <PageTitle title={translate('capacity.didGroups.renameTitle')} />
      {loaded.group?.is_default ? (
        <DefaultGroupStays id={loaded.id} />
      ) : loaded.group ? (
        <RenameForm id={loaded.id} currentName={loaded.group.name} />
      ) : (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      )}
    </>
  );
}
