/**
 * /tickets/create (spec part 2 section 2 "Tickets"): Subject, DIDs, Country, Attachments, Description; prefilled from
 * the navigation state {did, country} of My Numbers' "Raise Ticket". One multipart POST with upload progress; success
 * -> the open tickets with the server's message. A refusal keeps everything typed and every chosen file.
 * Still hand-written (issue 45): the generator has no file input with upload progress, and the form is one multipart
 * request rather than the data provider's JSON create.
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, required, useTranslate } from 'ra-core';
import { createTicket, type NewTicket } from '@/providers/api/tickets';
import { ENDPOINTS } from '@/providers/endpoints';
import { FormTextField } from '@/src/components/FormTextField';
import { PageTitle } from '@/src/components/PageTitle';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { fieldErrors } from '@/src/components/formErrors';
import { PATHS } from '@/src/paths';
import { freshListPath } from '@/src/console/list/listUrl';
import { ticketWriteErrors } from './form/writeErrors';
import { AttachmentsInput } from './form/AttachmentsInput';
import { CountryInput, NO_COUNTRY } from './form/CountryInput';
import { DidsInput } from './form/DidsInput';
import { UploadProgressBar } from './form/UploadProgressBar';
import { useUploadMutation } from './form/useUploadMutation';
import type { CreatedState } from './list/CreatedBanner';

const FIELDS = ['subject', 'dids', 'country', 'description', 'attachments'] as const;

/** My Numbers' row menu sends the number and its country. */
interface RaiseTicketState {
  did?: unknown;
  country?: { id?: unknown } | null;
}

function prefill(state: RaiseTicketState | null, subject: (did: string) => string) {
  const did = typeof state?.did === 'string' ? state.did : undefined;
  const country = typeof state?.country?.id === 'number' ? state.country.id : NO_COUNTRY;
  return { subject: did ? subject(did) : '', dids: did ? [did] : [], country, description: '', attachments: [] };
}

export default function TicketCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [defaults] = useState(() =>
    prefill(location.state as RaiseTicketState | null, (did) => translate('tickets.prefilledSubject', { did })),
  );
  // The country of each DID known here: the prefilled one's, then those chosen from the search.
  const [didCountries, setDidCountries] = useState<Record<string, number>>(() =>
    defaults.dids.length && typeof defaults.country === 'number' ? { [defaults.dids[0]]: defaults.country } : {},
  );
  const { mutation: create, percent } = useUploadMutation((ticket: NewTicket, onProgress) =>
    createTicket(ticket, onProgress),
  );

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await create.mutateAsync({
        subject: String(values.subject ?? '').trim(),
        dids: (values.dids as string[] | undefined) ?? [],
        country: values.country === NO_COUNTRY || values.country == null ? null : Number(values.country),
        description: String(values.description ?? '').trim(),
        attachments: (values.attachments as File[] | undefined) ?? [],
      });
      await queryClient.invalidateQueries({ queryKey: [ENDPOINTS.tickets.open] });
      const state: CreatedState = { created: answer?.message || translate('tickets.created') };
      navigate(freshListPath(PATHS.tickets.open), { state });
      return undefined;
    } catch (error) {
      return fieldErrors(error, FIELDS);
    }
  };

  return (
    <>
      <PageTitle title={translate('tickets.titles.create')} />
      <Form onSubmit={submit} defaultValues={defaults} noValidate disableInvalidFormNotification>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <FormErrorList errors={ticketWriteErrors(create.error, FIELDS, translate)} />
          <FormTextField source="subject" label={translate('tickets.fields.subject')} validate={required()} required />
          <DidsInput onCountries={(found) => setDidCountries((known) => ({ ...known, ...found }))} />
          <CountryInput known={didCountries} />
          <AttachmentsInput />
          <FormTextField
            source="description"
            label={translate('tickets.fields.description')}
            validate={required()}
            required
            multiline
            minRows={5}
          />
          <UploadProgressBar percent={percent} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <SubmitButton pending={create.isPending}>{translate('tickets.actions.create')}</SubmitButton>
            <Button component={RouterLink} to={PATHS.tickets.open}>
              {translate('tickets.actions.cancel')}
            </Button>
          </Box>
        </Stack>
      </Form>
    </>
  );
}
