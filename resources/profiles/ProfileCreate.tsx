/**
 * /profiles/new and /profiles/edit (spec part 2 sections 2 and 5): the name of a new end user,
 * checked live for uniqueness; Continue creates the (draft) profile and opens its edit screen.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../providers/http';
import { createProfile, profilesForSelectQuery } from '../../providers/api/profiles';
import { PageTitle } from '../../src/components/PageTitle';
import { useProfileNameCheck } from './create/useProfileNameCheck';
import { PATHS, pathWithId } from '../../src/paths';

const INTRO = ['intro', 'incomplete', 'pstn'] as const;

export default function ProfileCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const check = useProfileNameCheck(name);

  const nameError =
    submitError ??
    (check === 'duplicate'
      ? translate('profiles.create.duplicate')
      : touched && check === 'empty'
        ? translate('common.validation.requiredField')
        : undefined);
  const blocked = check === 'empty' || check === 'checking' || check === 'duplicate' || submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setSubmitting(true);
    try {
      const { id } = await createProfile(name.trim());
      void queryClient.invalidateQueries({ queryKey: profilesForSelectQuery.queryKey });
      navigate(pathWithId(PATHS.profiles.edit, id));
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 400 ? error.field('name') : undefined;
      setSubmitError(refusal ?? translate('common.errors.serverSide'));
      setSubmitting(false);
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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={translate('profiles.create.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
            setSubmitError(undefined);
          }}
          onBlur={() => setTouched(true)}
          required
          fullWidth
          autoFocus
          error={Boolean(nameError)}
          helperText={nameError ?? (check === 'checking' ? translate('profiles.create.checking') : ' ')}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={blocked}>
            {translate('profiles.create.continue')}
          </Button>
          <Button onClick={cancel}>{translate('common.actions.cancel')}</Button>
        </Stack>
      </Box>
    </Box>
  );
}
