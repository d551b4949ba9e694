/**
 * The file kind's form input: several files kept in the form (a ticket's attachments), sent with the form as one
 * multipart request. An "Add files" button, the chosen files with a remove button each, and the field's error (the
 * server's). A file the portal does not take (too large, type not allowed: fileRules.ts) is refused when it is
 * chosen, with its name and why, and never enters the list; at most MAX_FILES_PER_UPLOAD in all. Chosen files stay
 * chosen when a send fails.
 */
import { useRef, useState, type Ref } from 'react';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
  type ButtonProps,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { ValidationError, useInput, useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { FILE_ACCEPT, MAX_FILES_PER_UPLOAD } from '@/providers/fileTypes';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { filesError, sortChosen } from './fileRules';
import type { FormInputProps } from './kind';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** "Add files", the field's focus target (react-hook-form's ref): a refusal of the attachments focuses it. */
function AddFilesButton({ focusRef, ...props }: ButtonProps & { focusRef: Ref<HTMLButtonElement> }) {
  return <Button ref={focusRef} {...props} />;
}

/** `label`: an i18n key, as react-admin's inputs take it. */
export function FilesInput({ source, label: labelKey }: { source: string; label: string }) {
  const translate = useTranslate();
  const label = translate(labelKey);
  const picker = useRef<HTMLInputElement>(null);
  const { getValues } = useFormContext();
  const [refused, setRefused] = useState<{ name: string; error: string }[]>([]);
  const { id, field, fieldState, formState } = useInput<File[]>({
    source,
    defaultValue: [],
    validate: (files: File[] | undefined) => filesError(files),
  });
  useServerErrorFocus(field.name);
  const files: File[] = Array.isArray(field.value) ? field.value : [];
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  const refusedId = `${id}-refused`;
  const describedBy = [error ? `${id}-error` : '', refused.length ? refusedId : ''].filter(Boolean).join(' ');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <input
        ref={picker}
        id={id}
        name={field.name}
        type="file"
        multiple
        accept={FILE_ACCEPT}
        aria-describedby={describedBy || undefined}
        aria-invalid={Boolean(error)}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        tabIndex={-1}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          if (!chosen.length) return;
          // Said at once, and only the files that may be sent are kept: a refused file is never listed.
          void sortChosen(chosen).then(({ accepted, refused: notTaken }) => {
            const value: unknown = getValues(field.name);
            const current = Array.isArray(value) ? (value as File[]) : [];
            // Beyond the files one upload may carry, the last chosen are not added, each named.
            const room = Math.max(0, MAX_FILES_PER_UPLOAD - current.length);
            const over = accepted.slice(room).map((file) => ({ name: file.name, error: 'files.tooMany' }));
            setRefused([...notTaken, ...over]);
            if (room > 0 && accepted.length) field.onChange([...current, ...accepted.slice(0, room)]);
          });
        }}
      />
      <AddFilesButton
        focusRef={field.ref}
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        aria-describedby={describedBy || undefined}
        onClick={() => picker.current?.click()}
      >
        {translate('files.add')}
      </AddFilesButton>
      {files.length > 0 ? (
        <List dense aria-label={label}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('files.remove', { name: file.name })}
                  onClick={() => field.onChange(files.filter((_, at) => at !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={sizeOf(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {refused.length ? (
        <FormHelperText id={refusedId} error role="alert" component="div">
          {refused.map((file, index) => (
            <Box key={`${file.name}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
              {translate('files.refused', { name: file.name })}{' '}
              <span>{translate(file.error, { max: MAX_FILES_PER_UPLOAD })}</span>
            </Box>
          ))}
        </FormHelperText>
      ) : null}
      {error ? (
        <FormHelperText id={`${id}-error`} error role="alert">
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** The file kind's input in a generated form. */
export default function FileFormInput({ source, label }: FormInputProps) {
  return <FilesInput source={source} label={label} />;
}
