/** Tables of number porting (issue 46; ours, a sandbox extension), merged into SCHEMA by schema.ts. Parents first. */
import { PORTING_STATUSES } from '@/providers/entities/porting';

export { PORTING_STATUSES, type PortingStatus } from '@/providers/entities/porting';

/** The documents a request carries: the signed letter of authorization, a recent bill of the current carrier. */
export const PORTING_DOCUMENT_KINDS = ['loa', 'invoice'] as const;
export type PortingDocumentKind = (typeof PORTING_DOCUMENT_KINDS)[number];

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const PORTING_SCHEMA: Record<string, string> = {
  porting_requests: `CREATE TABLE IF NOT EXISTS porting_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    donor_carrier TEXT NOT NULL DEFAULT '',
    donor_account TEXT NOT NULL DEFAULT '',
    -- the account PIN at the current carrier: never answered back in full
    pin TEXT NOT NULL DEFAULT '',
    authorized_name TEXT NOT NULL DEFAULT '',
    service_address TEXT NOT NULL DEFAULT '',
    -- YYYY-MM-DD
    desired_date TEXT,
    status TEXT NOT NULL CHECK (status IN (${list(PORTING_STATUSES)})),
    foc_date TEXT,
    rejection_reason TEXT,
    -- ISO 8601, UTC
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  )`,
  // The numbers, E.164 with its +, in the order the customer gave them.
  porting_numbers: `CREATE TABLE IF NOT EXISTS porting_numbers (
    request_id INTEGER NOT NULL REFERENCES porting_requests(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (request_id, number)
  )`,
  // One file of each kind (a new one replaces it), stored by the FileStore (scope 'porting').
  porting_documents: `CREATE TABLE IF NOT EXISTS porting_documents (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER NOT NULL REFERENCES porting_requests(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN (${list(PORTING_DOCUMENT_KINDS)})),
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    file_path TEXT NOT NULL,
    uploaded TEXT NOT NULL,
    UNIQUE (request_id, kind)
  )`,
};

export const PORTING_INDEXES = [
  'CREATE INDEX IF NOT EXISTS porting_requests_customer ON porting_requests(customer_id, id)',
  'CREATE INDEX IF NOT EXISTS porting_numbers_number ON porting_numbers(number)',
];
