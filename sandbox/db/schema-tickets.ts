/** Tables of support tickets (issue 14), merged into SCHEMA by schema.ts. Parents before children. */
export const TICKET_STATUSES = ['new', 'open', 'pending', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

const statusList = TICKET_STATUSES.map((status) => `'${status}'`).join(', ');

export const TICKETS_SCHEMA: Record<string, string> = {
  tickets: `CREATE TABLE IF NOT EXISTS tickets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- the tracker (Incident, Question, Porting...); null when the ticket has none
    type TEXT,
    status TEXT NOT NULL CHECK (status IN (${statusList})),
    subject TEXT NOT NULL,
    description TEXT NOT NULL,
    author TEXT NOT NULL,
    country_id INTEGER REFERENCES countries(id),
    -- ISO 8601, UTC
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  // The numbers a ticket is about (E.164 without +), as written when it was raised: a number may leave the account.
  ticket_dids: `CREATE TABLE IF NOT EXISTS ticket_dids (
    ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    did TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (ticket_id, did)
  )`,
  ticket_comments: `CREATE TABLE IF NOT EXISTS ticket_comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    author TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  // Files of a ticket (comment_id null) or of one of its comments, stored by the FileStore (scope `tickets`).
  ticket_attachments: `CREATE TABLE IF NOT EXISTS ticket_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    comment_id INTEGER REFERENCES ticket_comments(id) ON DELETE CASCADE,
    filename TEXT NOT NULL,
    -- decided by the FileStore, never the client's
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    file_path TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
};

export const TICKETS_INDEXES: string[] = [
  'CREATE INDEX IF NOT EXISTS tickets_customer_updated ON tickets(customer_id, updated_at)',
  'CREATE INDEX IF NOT EXISTS ticket_comments_ticket ON ticket_comments(ticket_id, created_at)',
  'CREATE INDEX IF NOT EXISTS ticket_attachments_ticket ON ticket_attachments(ticket_id, id)',
];
