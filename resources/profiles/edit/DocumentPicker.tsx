/** The Add / Add new / Replace button of a document, opening its hidden file input. */
import { useRef } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { FILE_ACCEPT } from '@/providers/fileTypes';
import type { ProfileDocumentSlot } from '@/providers/types';
import { documentInputId } from './ids';

interface Props {
  document: ProfileDocumentSlot;
  disabled?: boolean;
  describedBy?: string;
  onChoose: (files: File[]) => void | Promise<void>;
}

export function pickerAction(document: ProfileDocumentSlot): 'add' | 'addNew' | 'replace' {
  if (document.uploaded.length === 0) return 'add';
  return document.multiple ? 'addNew' : 'replace';
}

export function DocumentPicker({ document, disabled, describedBy, onChoose }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const action = pickerAction(document);
  return (
    <>
      <Button
        id={documentInputId(document.id)}
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        aria-label={translate(`profileEdit.documents.${action}Label`, { document: document.label })}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {translate(`profileEdit.documents.${action}`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple={document.multiple}
        accept={FILE_ACCEPT}
        data-testid={`file-input-${document.id}`}
        aria-label={document.label}
        onChange={(event) => {
          void onChoose(Array.from(event.target.files ?? []));
          // The same file can be chosen again after a refusal or a removal.
          event.target.value = '';
        }}
      />
    </>
  );
}
