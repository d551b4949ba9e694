/**
 * A request's documents: the signed letter of authorization and a recent bill of the current carrier, each a link to
 * the file sent, and while the request can be changed a button that sends one (a PDF or an image: the one file
 * module's rules, checked when chosen, then the server's). A refused file says why on its row; the request stays.
 */
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import { uploadPortingDocuments } from '@/providers/api/porting';
import { ApiError } from '@/providers/http';
import { isEditablePorting, type PortingDocument } from '@/providers/types';
import { toastOf } from '@/src/config';
import { fileHref } from '@/src/components/fileHref';
import { allMessages } from '@/src/components/formErrors';
import type { RecordPartProps } from '@/src/console/definition';
import { useFormat } from '@/src/console/format';
import { fileError } from '@/src/console/kinds/fileRules';
import { UploadProgressBar } from '@/src/console/views/UploadProgressBar';
import { useUploadMutation } from '@/src/console/views/useUploadMutation';
import type { PortingFullRecord } from '@/resources/porting/portingRecord';

const KINDS = ['loa', 'invoice'] as const;
type Kind = (typeof KINDS)[number];
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,application/pdf,image/png,image/jpeg,image/gif,image/webp';

function DocumentRow({
  id,
  kind,
  document,
  editable,
}: {
  id: number;
  kind: Kind;
  document?: PortingDocument;
  editable: boolean;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const refresh = useRefresh();
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string>();
  const { mutation: send, percent } = useUploadMutation((file: File, onProgress) =>
    uploadPortingDocuments(id, { [kind]: file }, onProgress),
  );
  const label = translate(`resources.porting.documents.${kind}`);
  const inputId = `porting-${kind}`;
  const serverRefusal =
    send.error instanceof ApiError && send.error.field(kind)
      ? [send.error.field(kind)!]
      : allMessages(send.error, translate);
  const problem = refused ?? serverRefusal[0];
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
      <Typography component="h3" variant="subtitle2">
        {label}
      </Typography>
      {document && fileHref(document.content_url) ? (
        <Typography variant="body2">
          <Link href={document.content_url} target="_blank" rel="noopener noreferrer">
            {document.file_name}
          </Link>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('resources.porting.documents.uploaded', { time: format.dateTime(document.uploaded) })}
          </Box>
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('resources.porting.documents.none')}
        </Typography>
      )}
      {editable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <input
            ref={picker}
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-label={label}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            aria-invalid={Boolean(problem)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              void fileError(file).then((error) => {
                setRefused(error ? `${file.name}: ${translate(error)}` : undefined);
                if (!error)
                  send.mutate(file, {
                    onSuccess: () => {
                      notify('resources.porting.documents.saved', { type: 'success', ...toastOf('account') });
                      refresh();
                    },
                  });
              });
            }}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={send.isPending}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onClick={() => picker.current?.click()}
          >
            {translate(document ? 'resources.porting.documents.replace' : 'resources.porting.documents.choose')}
            <Box
              component="span"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {` ${label}`}
            </Box>
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {translate('resources.porting.documents.help')}
          </Typography>
        </Stack>
      ) : null}
      <UploadProgressBar percent={percent} />
      {problem ? (
        <FormHelperText id={`${inputId}-error`} error role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

export default function PortingDocuments({ record }: RecordPartProps<PortingFullRecord>) {
  const translate = useTranslate();
  const editable = isEditablePorting(record.status);
  return (
    <section aria-labelledby="porting-documents">
      <Typography id="porting-documents" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.porting.documents.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {KINDS.map((kind) => (
          <DocumentRow
            key={kind}
            id={record.id}
            kind={kind}
            editable={editable}
            document={(record.documents ?? []).find((document) => document.kind === kind)}
          />
        ))}
      </Box>
    </section>
  );
}
