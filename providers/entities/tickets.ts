/** Support tickets (spec part 2 sections 3 "Ticket", 5 and 7 "Tickets"): the contract of the sandbox and the screens. */
import type { SelectOption } from './account';

/** Status values the spec names; the backend may send others (new, open, pending in the sandbox). */
export const CLOSED_STATUSES = ['closed', 'solved'] as const;

/** A row of customer/tickets/open and customer/tickets/history (paginated: `results`, `count`). */
export interface TicketRow {
  id: number;
  /** The tracker; null or empty when the ticket has none ("-" on screen). */
  type: string | null;
  status: string;
  subject: string;
  /** ISO 8601 with offset. */
  created_at: string;
  updated_at: string;
}

export interface TicketComment {
  author: string;
  created_at: string;
  body: string;
  /** The files posted with this comment (the ticket's `attachments` are its own). */
  attachments?: TicketAttachment[];
}

export interface TicketAttachment {
  file_name: string;
  /** A signed link of the file module: opens the file without a token, for a limited time. */
  content_url: string;
}

/** customer/tickets/{ticketID}/details */
export interface Ticket extends TicketRow {
  description: string;
  author: string;
  dids: string[];
  country: SelectOption<number> | null;
  comments: TicketComment[];
  attachments: TicketAttachment[];
}

/** The answer of customer/tickets/create and customer/tickets/{ticketID}/post-comment. */
export interface TicketWriteAnswer {
  message: string;
  /** The new ticket's id (create only). */
  id?: number;
}

export const isClosedTicket = (status: string): boolean =>
  (CLOSED_STATUSES as readonly string[]).includes(status.toLowerCase());
