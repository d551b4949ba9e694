/**
 * Support tickets beyond the two lists, the details and the create (the data provider's): the countries, the DIDs
 * picker's search and their countries, the comment (spec part 2 section 7 "Tickets").
 */
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

/**
 * The country id of one of the customer's numbers (none when it has none, or is not the customer's): what the ticket's
 * Country follows. The DIDs picker leaves the countries of the numbers it found here, so a choice asks nothing more.
 */
export const didCountryQuery = (did: string) =>
  queryOptions({
    queryKey: [ENDPOINTS.numbers.list, 'did-country', did],
    queryFn: async ({ signal }) => {
      const found = await getList<ExistingNumber>(ENDPOINTS.numbers.list, { pageSize: 20, filters: { did }, signal });
      const id = found.results.find((number) => number.did === did)?.country?.id;
      return typeof id === 'number' ? id : null;
    },
    staleTime: 5 * 60_000,
  });

function appendFiles(body: FormData, files: File[]) {
  for (const file of files) body.append('attachments', file, file.name);
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
