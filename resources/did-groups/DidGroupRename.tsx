/** /capacity/did-groups/{id}/rename (spec section 5): name required and unique, checked 500 ms after typing. */
import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { renameDidGroup } from '../../providers/api/capacity';
import { ApiError } from '../../providers/http';
import { PageTitle } from '../../src/components/PageTitle';
import { FormErrorList, LoadError } from '../../src/components/ServerErrors';
import { SubmitButton } from '../../src/components/SubmitButton';
import { TOAST_SHORT_DURATION_MS } from '../../src/config';
import NotFoundPage from '../../src/pages/system/NotFoundPage';
import { GroupNameField } from './create/GroupNameField';
import { useGroupNameCheck } from './create/useGroupNameCheck';
import { errorMessages } from './edit/errorMessages';
import { useDidGroup } from './edit/useDidGroup';
import { PATHS, pathWithId } from '../../src/paths';
import { ENDPOINTS } from '../../providers/endpoints';

function RenameForm({ id, currentName }: { id: string; currentName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(currentName);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const check = useGroupNameCheck(name, currentName);
  const editPath = pathWithId(PATHS.didGroups.edit, id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || check === 'duplicate' || check === 'checking') return;
    setPending(true);
    setError(undefined);
    try {
      await renameDidGroup(id, name.trim());
      await queryClient.invalidateQueries({ queryKey: [ENDPOINTS.didGroups.list] });
      notify('capacity.didGroups.renamed', { type: 'success', autoHideDuration: TOAST_SHORT_DURATION_MS });
      navigate(editPath);
    } catch (failure) {
      setError(failure);
      setPending(false);
    }
  };

  const fieldError = error instanceof ApiError ? error.field('name') : undefined;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480 }}>
      <FormErrorList errors={fieldError ? [] : errorMessages(error)} />
      <Box sx={{ mb: 2 }}>
        <GroupNameField value={name} onChange={setName} check={check} submitted={submitted} serverError={fieldError} />
      </Box>
      <Stack direction="row" spacing={2}>
        <SubmitButton pending={pending}>{translate('capacity.didGroups.rename')}</SubmitButton>
        <Button component={RouterLink} to={editPath}>
          {translate('capacity.didGroups.cancel')}
        </Button>
      </Stack>
    </Box>
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
      {loaded.group ? (
        <RenameForm id={loaded.id} currentName={loaded.group.name} />
      ) : (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      )}
    </>
  );
}
