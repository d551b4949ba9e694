/** The portal's user manual: a small real PDF (pdfkit), made once per process. */
import PDFDocument from 'pdfkit';

export const MANUAL_FILENAME = 'customer-portal-user-manual.pdf';
export const MANUAL_DESCRIPTION =
  'Customer portal user manual (PDF): ordering numbers, configuring them, reports and billing.';

const SECTIONS: [title: string, text: string][] = [
  [
    'Dashboard',
    'News, open orders and backorders, your balance (prepaid accounts) and an account snapshot per country.',
  ],
  [
    'Ordering numbers',
    'Choose a country, a plan and an area, add numbers or a backorder to the cart, configure each line with an end user and a trunk, then check out.',
  ],
  ['My numbers', 'Route numbers, change their end user or trunk, buy channels, upgrade to PSTN and cancel numbers.'],
  [
    'Reports',
    'Call detail records (CDRs) filtered by country, area, destination, completion, traffic type and a UTC period, exported to CSV; the account snapshot of active numbers, cancellations and minutes.',
  ],
  ['Billing', 'Invoices with their PDF, and for prepaid accounts the balance, its history and top-ups.'],
];

let made: Promise<Uint8Array> | undefined;

export function manualPdf(): Promise<Uint8Array> {
  made ??= new Promise<Uint8Array>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: 'Customer portal user manual',
        Author: 'DID customer portal sandbox',
        CreationDate: new Date('2025-09-01T00:00:00Z'),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(20).text('Customer portal user manual');
    doc.moveDown();
    for (const [title, text] of SECTIONS) {
      doc.font('Helvetica-Bold').fontSize(13).text(title);
      doc.font('Helvetica').fontSize(11).text(text);
      doc.moveDown();
    }
    doc.end();
  });
  return made;
}
