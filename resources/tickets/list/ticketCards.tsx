/** A ticket on a phone: its ID and status, subject, tracker and dates; Details at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import { formatDateTime } from '@/src/components/dates';
import type { TicketRow } from '@/providers/types';
import { TicketStatus } from '@/resources/tickets/TicketStatus';
import { TicketDetailsLink } from './TicketDetailsLink';

export type TicketRecord = TicketRow;

export const ticketType = (type: string | null, none: string) => (type?.trim() ? type : none);

export const TICKET_CARDS: CardLayout<TicketRecord> = {
  primary: (ticket) => <Token>#{ticket.id}</Token>,
  tertiary: (ticket) => <TicketStatus status={ticket.status} />,
  secondary: [
    { label: 'tickets.columns.subject', render: (ticket) => ticket.subject },
    {
      label: 'tickets.columns.type',
      render: (ticket, translate) => ticketType(ticket.type, translate('tickets.noType')),
    },
    { label: 'tickets.columns.updated', render: (ticket) => <Token>{formatDateTime(ticket.updated_at)}</Token> },
  ],
  action: (ticket) => <TicketDetailsLink id={ticket.id} />,
};
