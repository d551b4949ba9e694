/** The files chosen but not yet sent, with the reminder that saving stores them. */
import { Alert, Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslate } from 'ra-core';
import type { ProfileDocumentSlot } from '@/providers/types';
import type { ChosenFiles as Chosen } from './useEditState';

interface Props {
  chosen: Chosen;
  documents: ProfileDocumentSlot[];
  disabled?: boolean;
  onRemove: (documentId: number, index: number) => void;
}

export function ChosenFiles({ chosen, documents, disabled, onRemove }: Props) {
  const translate = useTranslate();
  const entries = Object.entries(chosen);
  if (entries.length === 0) return null;
  const labelOf = (id: number) => documents.find((document) => document.id === id)?.label ?? String(id);
  return (
    <Box component="section" aria-labelledby="chosen-files-title" sx={{ mt: 2 }}>
      <Typography id="chosen-files-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('profileEdit.documents.chosenTitle')}
      </Typography>
      <List dense aria-labelledby="chosen-files-title">
        {entries.flatMap(([id, files]) =>
          files.map((file, index) => (
            <ListItem
              key={`${id}-${index}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={translate('profileEdit.documents.remove', { file: file.name })}
                  onClick={() => onRemove(Number(id), index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={labelOf(Number(id))} />
            </ListItem>
          )),
        )}
      </List>
      <Typography variant="body2">{translate('profileEdit.documents.pressSave')}</Typography>
      <Alert severity="warning" sx={{ mt: 1 }}>
        {translate('profileEdit.documents.saveWarning')}
      </Alert>
    </Box>
  );
}
