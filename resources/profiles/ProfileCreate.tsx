/**
 * /profiles/new and /profiles/edit (spec part 2 sections 2 and 5): the name of a new end user,
 * checked live for uniqueness; Continue creates the (draft) profile and opens its edit screen.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { Form, ValidationError, required, useInput, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { ApiError } from '@/providers/http';
import { createProfile, profilesForSelectQuery } from '@/providers/api/profiles';
import { PageTitle } from '@/src/components/PageTitle';
import { useProfileNameCheck } from './create/useProfileNameCheck';
import type { NameCheck } from '@/src/components/useUniqueNameCheck';
import { PATHS, pathWithId } from '@/src/paths';

const INTRO = ['intro', 'incomplete', 'pstn'] as const;
const NAME = 'name';
const isRequired = required('common.validation.requiredField');

/** The name with its live check: required once touched, the duplicate message, "Checking", the server's refusal. */
function NameInput({ check }: { check: NameCheck }) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput<string>({ source: NAME, validate: isRequired });
  const touched = fieldState.isTouched || fieldState.isDirty;
  const error =
    check === 'duplicate'
      ? 'profiles.create.duplicate'
      : touched && check === 'empty'
        ? 'common.validation.requiredField'
        : fieldState.error?.type === 'server'
          ? fieldState.error.message
          : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate('profiles.create.name')}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required
      fullWidth
      autoFocus
      error={Boolean(error)}
      helperText={
        error ? <ValidationError error={error} /> : check === 'checking' ? translate('profiles.create.checking') : ' '
      }
      slotProps={{ htmlInput: { maxLength: 255 } }}
    />
  );
}

/** Continue waits for a name the check found free (a check that failed blocks nothing: the server still refuses). */
function NameAndActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const name = useWatch<Record<string, string>>({ name: NAME }) ?? '';
  const check = useProfileNameCheck(name);
  const blocked = check === 'empty' || check === 'checking' || check === 'duplicate' || pending;
  return (
    <>
      <NameInput check={check} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={blocked}>
          {translate('profiles.create.continue')}
        </Button>
        <Button onClick={onCancel}>{translate('common.actions.cancel')}</Button>
      </Stack>
    </>
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
        <NameAndActions pending={create.isPending} onCancel={cancel} />
      </Form>
    </Box>
  );
}
