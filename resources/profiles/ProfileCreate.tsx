/**
 * /profiles/new and /profiles/edit (spec part 2 sections 2 and 5): the name of a new end user, its input as the
 * definition declares it (required, checked live for uniqueness: src/console's unique input); Continue creates the
 * (draft) profile and opens its edit screen. Still hand-written (issue 45): two paths, the intro above the form,
 * Continue in place of Save, and the new draft opened in the hand-written editor.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import { createProfile, profilesForSelectQuery } from '@/providers/api/profiles';
import { PageTitle } from '@/src/components/PageTitle';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import { inputOf, labelOf } from '@/src/console/fields';
import { UniqueInput } from '@/src/console/views/UniqueInput';
import { validatorsOf } from '@/src/console/views/validators';
import { SaveBlock, useSaveBlocked } from '@/src/console/views/saveBlock';
import { PROFILE_NAME } from './create/nameField';

const INTRO = ['intro', 'incomplete', 'pstn'] as const;
const NAME = 'name';
const INPUT = inputOf(PROFILE_NAME)!;
const VALIDATE = validatorsOf(INPUT);

/** Continue waits for a name the check found free (a check that failed blocks nothing: the server still refuses). */
function Actions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const blocked = useSaveBlocked() || pending;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={blocked}>
        {translate('profiles.create.continue')}
      </Button>
      <Button onClick={onCancel}>{translate('common.actions.cancel')}</Button>
    </Stack>
  );
}

export default function ProfileCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: createProfile });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { id } = await create.mutateAsync(String(values[NAME] ?? '').trim());
      void queryClient.invalidateQueries({ queryKey: profilesForSelectQuery.queryKey });
      navigate(pathWithId(PATHS.profiles.edit, id));
      return undefined;
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 400 ? error.field(NAME) : undefined;
      return { [NAME]: refusal ?? translate('common.errors.serverSide') };
    }
  };

  // The first entry of the session has no page to go back to.
  const cancel = () => (location.key === 'default' ? navigate(PATHS.profiles.list) : navigate(-1));

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle title={translate('profiles.create.title')} />
      <Alert severity="info" sx={{ mb: 3 }}>
        {INTRO.map((line) => (
          <p key={line} style={{ margin: '0.25em 0' }}>
            {translate(`profiles.create.${line}`)}
          </p>
        ))}
      </Alert>
      <Form onSubmit={submit} defaultValues={{ [NAME]: '' }} noValidate disableInvalidFormNotification>
        {/* The name as the definition declares its input: required, unique (checked live), 255 characters at most. */}
        <SaveBlock>
          <UniqueInput
            source={NAME}
            label={labelOf('profiles', NAME, PROFILE_NAME)}
            input={INPUT}
            unique={INPUT.unique!}
            validate={VALIDATE}
          />
          <Actions pending={create.isPending} onCancel={cancel} />
        </SaveBlock>
      </Form>
    </Box>
  );
}
