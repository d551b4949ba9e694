/**
 * The documents of the form: the plan's required ones ("Required Documents for this Plan") or every
 * one ("All Documents"), the red badge, templates, chosen files, and the way to the documents list.
 */
import { Alert, Box, Button, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { DocumentTemplate, ProfileDocumentSlot } from '@/providers/types';
import { ChosenFiles } from './ChosenFiles';
import { DocumentRow } from './DocumentRow';
import { DocumentsInfo } from './DocumentsInfo';
import { Templates } from './Templates';
import type { EditField, EditState } from './useEditState';
import { somethingMissing } from '@/resources/profiles/rules/validation';
import { PATHS } from '@/src/paths';

interface Props {
  profileId: string;
  planChosen: boolean;
  /** Known document types only. */
  documents: ProfileDocumentSlot[];
  templates: DocumentTemplate[];
  fields: EditField[];
  state: EditState;
  disabled?: boolean;
}

export function DocumentsSection({ profileId, planChosen, documents, templates, fields, state, disabled }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const shown = planChosen ? documents.filter((document) => document.required) : documents;
  const fieldLabels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  return (
    <Box component="section" aria-labelledby="documents-title" sx={{ mt: 3 }}>
      <Typography id="documents-title" variant="h6" component="h2">
        {translate(planChosen ? 'profileEdit.documents.planTitle' : 'profileEdit.documents.allTitle')}
      </Typography>
      {/* With a plan, the badge asks for what is missing while something is (it goes once nothing is). */}
      {!planChosen || somethingMissing(fields, state.values, documents, state.chosen) ? (
        <Alert severity="error" role="status" sx={{ my: 1 }}>
          {translate(planChosen ? 'profileEdit.documents.badgePlan' : 'profileEdit.documents.badgeNoPlan')}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <Typography>{translate('profileEdit.documents.noneRequired')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              fieldLabels={fieldLabels}
              error={state.documentErrors[document.id]}
              disabled={disabled}
              onChoose={(files) => state.choose(document.id, files, document.multiple)}
            />
          ))}
        </Box>
      )}
      <ChosenFiles chosen={state.chosen} documents={documents} disabled={disabled} onRemove={state.removeFile} />
      <Templates templates={templates} />
      <Button
        sx={{ mt: 2 }}
        startIcon={<ListAltIcon />}
        onClick={() => navigate(`${PATHS.profiles.documents}?profile=${profileId}`, { state: { fromEdit: true } })}
      >
        {translate('profileEdit.documents.openList')}
      </Button>
      <DocumentsInfo />
    </Box>
  );
}
