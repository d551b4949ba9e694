/**
 * Number porting beyond its list and forms (issue 46; ours, a sandbox extension): what the dashboard says of it (the
 * rejected requests, the numbers about to go live), submit, cancel and the documents. The rejected requests' query is
 * also the bar's probe: a backend that answers it 404 takes no porting requests, and the Porting link stays away.
 */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { getList, http, upload, type UploadProgress } from '@/providers/http';
import type { PortingRow, TicketWriteAnswer } from '@/providers/types';

/** The customer's requests in one status (the first 20: the dashboard names a few, never a page of them). */
export const portingInStatusQuery = (status: 'rejected' | 'foc_confirmed') =>
  queryOptions({
    queryKey: [ENDPOINTS.porting.list, 'status', status],
    queryFn: ({ signal }) => getList<PortingRow>(ENDPOINTS.porting.list, { pageSize: 20, filters: { status }, signal }),
    staleTime: 60_000,
  });

/** The bar's probe of the extension (src/layout/extensions.ts). */
export const portingProbeQuery = () => portingInStatusQuery('rejected');

export const submitPorting = (id: string | number) =>
  http<TicketWriteAnswer>(apiPath(ENDPOINTS.porting.submit, { id }), { method: 'POST' });

export const cancelPorting = (id: string | number) =>
  http<void>(apiPath(ENDPOINTS.porting.one, { id }), { method: 'DELETE' });

/** The letter of authorization and/or the carrier's bill, one multipart POST. */
export function uploadPortingDocuments(
  id: string | number,
  files: { loa?: File; invoice?: File },
  onProgress?: (progress: UploadProgress) => void,
) {
  const body = new FormData();
  if (files.loa) body.append('loa', files.loa, files.loa.name);
  if (files.invoice) body.append('invoice', files.invoice, files.invoice.name);
  return upload<TicketWriteAnswer>(apiPath(ENDPOINTS.porting.documents, { id }), body, onProgress);
}

/** The server's refusals of numbers as typed (the save's rules), for a new request or `request`'s own numbers. */
export const portingNumbersCheckQuery = (numbers: readonly string[], request: string | number | undefined) =>
  queryOptions({
    queryKey: [ENDPOINTS.porting.checkNumbers, request ?? null, numbers.join(',')],
    queryFn: ({ signal }) =>
      http<{ problems: { number: string; problem: string }[] }>(ENDPOINTS.porting.checkNumbers, {
        method: 'POST',
        body: { numbers, request: request ?? null },
        signal,
      }),
    staleTime: 30_000,
  });
