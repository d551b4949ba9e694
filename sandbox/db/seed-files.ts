/** The files of the seeded profile documents and ticket attachments, made in code: relative path under the uploads folder -> bytes. */
import { makePdf, makePng } from '@/sandbox/files';
import { ticketSeedFiles } from './seed-tickets';

export const SEED_FILE_DIR = 'seed';

let cache: ReadonlyMap<string, Buffer> | undefined;

export function seedFiles(): ReadonlyMap<string, Buffer> {
  cache ??= new Map<string, Buffer>([
    [
      `${SEED_FILE_DIR}/proof-of-address-2024.pdf`,
      makePdf('Energy bill', ['Northwind Telecom B.V.', 'Keizersgracht 80, 1015 CT Amsterdam', 'Period: March 2024']),
    ],
    [
      `${SEED_FILE_DIR}/proof-of-address-2025.pdf`,
      makePdf('Energy bill', ['Northwind Telecom B.V.', 'Herengracht 182, 1016 BR Amsterdam', 'Period: June 2025']),
    ],
    [`${SEED_FILE_DIR}/passport-j-de-vries.png`, makePng(64, 40, [30, 70, 140])],
    [
      `${SEED_FILE_DIR}/kyc-form-2024.pdf`,
      makePdf('Know-your-customer form', [
        'End user name: Northwind Telecom B.V.',
        'Nature of business: telecommunications',
      ]),
    ],
    [
      `${SEED_FILE_DIR}/kyc-form-2025.pdf`,
      makePdf('Know-your-customer form', [
        'End user name: Northwind Telecom B.V.',
        'Intended use: customer service lines',
      ]),
    ],
    [
      `${SEED_FILE_DIR}/kvk-extract.pdf`,
      makePdf('Chamber of Commerce extract', ['Northwind Telecom B.V.', 'KvK number 34123456']),
    ],
    [
      `${SEED_FILE_DIR}/paris-electricity-bill.pdf`,
      makePdf("Facture d'electricite", ['Paris Sales Office', '12 Rue de Rivoli, 75004 Paris']),
    ],
    [`${SEED_FILE_DIR}/id-card-c-martin.png`, makePng(64, 40, [150, 40, 60])],
    // The support tickets' attachments (db/seed-tickets.ts).
    ...ticketSeedFiles(),
  ]);
  return cache;
}
