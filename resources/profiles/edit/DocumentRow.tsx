/** One document: label, info tooltip, latest status, and its picker (or, for data-only types, the fields it needs). */
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'ra-core';
import { MAX_FILES_PER_UPLOAD } from '@/providers/fileTypes';
import type { ProfileDocumentSlot } from '@/providers/types';
import { requiredFieldsOf, takesFile } from '@/resources/profiles/rules/documentRules';
import type { DocumentError } from '@/resources/profiles/rules/validation';
import { DocumentPicker } from './DocumentPicker';

interface Props {
  document: ProfileDocumentSlot;
  /** Client field name -> the server's label. */
  fieldLabels: Record<string, string>;
  error?: DocumentError;
  disabled?: boolean;
  onChoose: (files: File[]) => void | Promise<void>;
}

export function DocumentRow({ document, fieldLabels, error, disabled, onChoose }: Props) {
  const translate = useTranslate();
  const latest = document.uploaded[0];
  const errorId = `document-error-${document.id}`;
  // Data-only types (5, 14) are made of fields: they are never "uploaded".
  const fileTaking = takesFile(document.id);
  return (
    <Box
      component="li"
      aria-label={document.label}
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{document.label}</Typography>
          <Tooltip title={document.info}>
            <IconButton
              size="small"
              aria-label={translate('profileEdit.documents.about', { document: document.label })}
            >
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {document.required && (
            <Chip size="small" color="error" variant="outlined" label={translate('profileEdit.documents.required')} />
          )}
        </Box>
        {fileTaking ? (
          <Typography
            variant="body2"
            sx={{ color: latest?.validated === 'Rejected' ? 'error.main' : 'text.secondary' }}
          >
            {latest
              ? translate('profileEdit.documents.status', { status: latest.validated })
              : translate('profileEdit.documents.notUploaded')}
          </Typography>
        ) : (
          <Typography variant="body2">
            {translate('profileEdit.documents.needsFields', {
              fields: requiredFieldsOf(document.id)
                .map((name) => fieldLabels[name] ?? name)
                .join(', '),
            })}
          </Typography>
        )}
        {error && (
          <Typography id={errorId} variant="body2" color="error" role="alert">
            {typeof error === 'string'
              ? translate(error, { _: error })
              : translate('profileEdit.validation.fileRefused', {
                  file: error.file,
                  reason: translate(error.key, { max: MAX_FILES_PER_UPLOAD }),
                })}
          </Typography>
        )}
      </Box>
      {fileTaking && (
        <DocumentPicker
          document={document}
          disabled={disabled}
          describedBy={error ? errorId : undefined}
          onChoose={onChoose}
        />
      )}
    </Box>
  );
}
