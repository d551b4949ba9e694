/**
 * /profiles/documents (spec part 2 section 2): the documents of the end user chosen in
 * "Documents belonging to" (?profile={id}); Exit goes back, shown only when opened from the edit screen.
 * The page stays hand-written, its table generated from the documents' declared fields (documentFields.ts, FieldTable):
 * the list is one end user's, at an API path that names it (customer/account/{id}/documents), answered whole rather
 * than in pages, and nothing shows until one is chosen; a generated list reads a collection at one path, in pages.
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import DocumentsOwnerSelect from './documents/DocumentsOwnerSelect';
import DocumentsTable from './documents/DocumentsTable';

const EXPLANATION = ['validation', 'active', 'rejected'] as const;

/** The navigation state the edit screen passes when it opens this page. */
export interface DocumentsNavigationState {
  fromEdit?: boolean;
}

export default function ProfileDocuments() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const profile = params.get('profile') ?? '';
  const fromEdit = Boolean((location.state as DocumentsNavigationState | null)?.fromEdit);

  // replace: Exit goes back to the screen that opened the page, not to the previous choice.
  const choose = (id: string) => setParams({ profile: id }, { replace: true, state: location.state });

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle title={translate('profiles.documents.title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <DocumentsOwnerSelect value={profile} onChange={choose} />
        {fromEdit ? (
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('common.actions.exit')}
          </Button>
        ) : null}
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {EXPLANATION.map((line) => (
          <p key={line} style={{ margin: '0.25em 0' }}>
            {translate(`profiles.documents.explanation.${line}`)}
          </p>
        ))}
      </Alert>
      <Paper sx={{ p: 2, minWidth: 0 }}>
        {profile ? (
          <DocumentsTable profile={profile} />
        ) : (
          <Typography>{translate('profiles.documents.choose')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
