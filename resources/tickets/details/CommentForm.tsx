/**
 * "Post comment": the comment (required) and attachments, one multipart POST with upload progress. On success the form
 * empties and the ticket is read again; a refusal keeps the text and the files and says what failed. A closed or
 * solved ticket takes no comment: a note says so instead.
 */
import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, required, useNotify, useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { postTicketComment } from '@/providers/api/tickets';
import { isClosedTicket } from '@/providers/types';
import type { RecordPartProps } from '@/src/console/definition';
import { FormTextField } from '@/src/components/FormTextField';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { fieldErrors } from '@/src/components/formErrors';
import { ticketWriteErrors } from './writeErrors';
import { FilesInput } from '@/src/console/kinds/FilesInput';
import { UploadProgressBar } from '@/src/console/views/UploadProgressBar';
import { useUploadMutation } from '@/src/console/views/useUploadMutation';
import { ticketResourceName } from '@/resources/tickets/ticketKinds';
import type { Ticket } from '@/providers/types';

const FIELDS = ['comment', 'attachments'] as const;
const EMPTY = { comment: '', attachments: [] as File[] };

/** Empties the form after a posted comment (react-admin's Form keeps its values). */
function ResetOnPosted({ posted }: { posted: number }) {
  const { reset } = useFormContext();
  const [seen, setSeen] = useState(posted);
  if (seen !== posted) {
    setSeen(posted);
    queueMicrotask(() => reset(EMPTY));
  }
  return null;
}

function CommentForm({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [posted, setPosted] = useState(0);
  const { mutation: post, percent } = useUploadMutation((comment: typeof EMPTY, onProgress) =>
    postTicketComment(ticketId, comment, onProgress),
  );

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await post.mutateAsync({
        comment: String(values.comment ?? '').trim(),
        attachments: (values.attachments as File[] | undefined) ?? [],
      });
      notify(answer?.message || 'tickets.show.commented', { type: 'success' });
      setPosted((count) => count + 1);
      // The details page reads the ticket through the data provider (react-admin's getOne).
      await queryClient.invalidateQueries({ queryKey: [ticketResourceName('open'), 'getOne'] });
      return undefined;
    } catch (error) {
      return fieldErrors(error, FIELDS);
    }
  };

  return (
    <section aria-labelledby="ticket-post-comment">
      <Typography id="ticket-post-comment" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('tickets.show.postComment')}
      </Typography>
      <Form onSubmit={submit} defaultValues={EMPTY} noValidate disableInvalidFormNotification>
        <ResetOnPosted posted={posted} />
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <FormErrorList errors={ticketWriteErrors(post.error, FIELDS, translate)} />
          <FormTextField
            source="comment"
            label={translate('tickets.fields.comment')}
            validate={required()}
            required
            multiline
            minRows={3}
          />
          <FilesInput source="attachments" label="tickets.fields.attachments" />
          <UploadProgressBar percent={percent} />
          <Box>
            <SubmitButton pending={post.isPending}>{translate('tickets.actions.post')}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </section>
  );
}

export default function TicketCommentSection({ record }: RecordPartProps<Ticket>) {
  const translate = useTranslate();
  const { status } = record;
  if (!isClosedTicket(status)) return <CommentForm ticketId={String(record.id)} />;
  const label = translate(`tickets.statuses.${status.toLowerCase()}`, { _: status });
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      {translate('tickets.show.closedNote', { status: label.toLowerCase() })}
    </Alert>
  );
}
