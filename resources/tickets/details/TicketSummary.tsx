/** The ticket's own fields as a two-column table (spec: Subject, Created, Status, DID(s), Country, Author, Description). */
import { Paper, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Ticket } from '@/providers/types';
import { formatDateTime } from '@/src/components/dates';
import { TicketStatus } from '@/resources/tickets/TicketStatus';
import { useCountryName } from '@/src/components/countryName';

export function TicketSummary({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const rows: [string, React.ReactNode][] = [
    ['subject', ticket.subject],
    ['created', formatDateTime(ticket.created_at)],
    ['status', <TicketStatus key="status" status={ticket.status} />],
    ['dids', ticket.dids.length ? ticket.dids.join(', ') : translate('tickets.noType')],
    ['country', ticket.country ? countryName(ticket.country.name) : translate('tickets.noType')],
    ['author', ticket.author],
    ['description', ticket.description],
  ];
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableBody>
          {rows.map(([field, value]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ width: { sm: 160 }, fontWeight: 500, verticalAlign: 'top' }}>
                {translate(`tickets.fields.${field}`)}
              </TableCell>
              <TableCell
                sx={{ whiteSpace: field === 'description' ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
              >
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
