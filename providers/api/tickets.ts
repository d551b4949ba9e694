/** Support tickets beyond the two lists and the details (spec part 2 section 7 "Tickets"): the countries, create, comment. */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { getList, http, upload, type UploadProgress } from '@/providers/http';
import type { ExistingNumber, SelectOption, TicketWriteAnswer } from '@/providers/types';

export const ticketCountriesQuery = queryOptions({
  queryKey: [ENDPOINTS.tickets.countriesForSelect],
  queryFn: () => http<SelectOption<number>[]>(ENDPOINTS.tickets.countriesForSelect),
  staleTime: 5 * 60_000,
});

/** The customer's numbers whose DID contains `search`: the first page, for the DIDs picker. */
export const didSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [ENDPOINTS.numbers.list, 'ticket-dids', search],
    queryFn: ({ signal }) =>
      getList<ExistingNumber>(ENDPOINTS.numbers.list, { pageSize: 20, filters: search ? { did: search } : {}, signal }),
    staleTime: 60_000,
  });

export interface NewTicket {
  subject: string;
  dids: string[];
  country: number | null;
  description: string;
  attachments: File[];
}

function appendFiles(body: FormData, files: File[]) {
  for (const file of files) body.append('attachments', file, file.name);
}

export function createTicket(ticket: NewTicket, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('subject', ticket.subject);
  for (const did of ticket.dids) body.append('dids', did);
  if (ticket.country !== null) body.append('country', String(ticket.country));
  body.append('description', ticket.description);
  appendFiles(body, ticket.attachments);
  return upload<TicketWriteAnswer>(ENDPOINTS.tickets.create, body, onProgress);
}

export function postTicketComment(
  id: string,
  comment: { comment: string; attachments: File[] },
  onProgress?: (progress: UploadProgress) => void,
) {
  const body = new FormData();
  body.append('comment', comment.comment);
  appendFiles(body, comment.attachments);
  return upload<TicketWriteAnswer>(apiPath(ENDPOINTS.tickets.postComment, { id }), body, onProgress);
}
