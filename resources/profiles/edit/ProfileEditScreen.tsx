/** The edit screen of a loaded profile: requirements on the left, the end-user form on the right. */
import { Box, Button, Checkbox, FormControlLabel, Paper, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { profileFormQuery } from '@/providers/api/profiles';
import type { Profile } from '@/providers/types';
import { FormErrorList, LoadError } from '@/src/components/ServerErrors';
import { PageTitle } from '@/src/components/PageTitle';
import { knownDocuments } from '@/resources/profiles/rules/documentRules';
import { CountryMoveNotice } from './CountryMoveNotice';
import { DocumentsSection } from './DocumentsSection';
import { EditSkeleton } from './EditSkeleton';
import { EndUserDataSection } from './EndUserDataSection';
import { RequirementsPanel } from './RequirementsPanel';
import { SaveBar } from './SaveBar';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { toEditFields, useEditState } from './useEditState';
import { useLockedCountry } from './useLockedCountry';
import { useRequirements } from './useRequirements';
import { useSaveProfile } from './useSaveProfile';
import { PATHS } from '@/src/paths';

export function ProfileEditScreen({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const profileId = String(profile.id);
  const requirements = useRequirements();
  // The previous form stays while another plan's form loads, so typed values are never lost.
  const form = useQuery({ ...profileFormQuery(profileId, requirements.planQuery), placeholderData: keepPreviousData });
  const serverFields = form.data?.fields;
  const state = useEditState(serverFields ?? [], profile.default);
  const fields = toEditFields(serverFields ?? []);
  const documents = knownDocuments(form.data?.documents ?? []);
  const locked = useLockedCountry(documents, requirements.country, state);
  const { save, saving, progress } = useSaveProfile({
    profileId,
    isDraft: form.data?.is_draft ?? profile.is_draft,
    fields,
    documents,
    state,
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <PageTitle title={profile.name} />
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(PATHS.profiles.list)}>
          {translate('profileEdit.exit')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <RequirementsPanel requirements={requirements} />
        <Paper variant="outlined" component="section" aria-label={translate('profileEdit.form.title')} sx={{ p: 2 }}>
          {form.isError && !form.data ? (
            <LoadError error={form.error} onRetry={() => void form.refetch()} />
          ) : !form.data ? (
            <EditSkeleton />
          ) : (
            <>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
                <TextField
                  label={translate('profileEdit.form.endUserName')}
                  value={profile.name}
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true } }}
                  sx={{ flex: '1 1 240px' }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={state.isDefault}
                      onChange={(event) => state.setDefaultFlag(event.target.checked)}
                    />
                  }
                  label={translate('profileEdit.form.default')}
                />
              </Box>
              <FormErrorList errors={state.generalError ? [state.generalError] : []} />
              {locked ? (
                <CountryMoveNotice
                  saved={serverFields?.find((field) => field.field === 'country')?.value}
                  fixed={requirements.country}
                />
              ) : null}
              <EndUserDataSection fields={fields} state={state} lockedCountry={locked} />
              <DocumentsSection
                profileId={profileId}
                planChosen={Boolean(requirements.planQuery)}
                documents={documents}
                templates={form.data.templates}
                fields={fields}
                state={state}
                disabled={saving}
              />
              <SaveBar saving={saving} progress={progress} onSave={() => void save()} />
            </>
          )}
        </Paper>
      </Box>
      <UnsavedChangesGuard dirty={state.dirty && !saving} />
    </Box>
  );
}
