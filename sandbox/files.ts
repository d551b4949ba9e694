/**
 * Small real files made in code: one-page PDFs (templates, seeded documents) and PNG images, so that the
 * sandbox can seed documents and serve templates without binary files in the repository.
 */
import { crc32, deflateSync } from 'node:zlib';

const escapePdf = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '?');

/** A valid one-page A4 PDF showing a title and lines of text (Helvetica). */
export function makePdf(title: string, lines: readonly string[] = []): Buffer {
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td',
    ...lines.map((line) => `(${escapePdf(line)}) Tj 0 -16 Td`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A valid RGB PNG of `width` x `height`: a card-like image (light background, a darker band). */
export function makePng(width = 64, height = 40, [r, g, b]: [number, number, number] = [40, 90, 160]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    const band = y < height / 3;
    for (let x = 0; x < width; x += 1) rows.push(...(band ? [r, g, b] : [236, 240, 245]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The downloadable empty forms: file name -> label and content. */
export const TEMPLATES: Record<string, { label: string; content: () => Buffer }> = {
  'kyc-form.pdf': {
    label: 'Know-your-customer form',
    content: () =>
      makePdf('Know-your-customer form', [
        'End user name: ______________________________',
        'Registered address: _________________________',
        'Nature of business: _________________________',
        'Intended use of the numbers: ________________',
        'Date and signature: _________________________',
      ]),
  },
  'company-registration-declaration.pdf': {
    label: 'Company registration declaration',
    content: () =>
      makePdf('Company registration declaration', [
        'Company name: _______________________________',
        'VAT number: _________________________________',
        'Company registration number: ________________',
        'I declare that the company above is registered as stated.',
        'Date and signature: _________________________',
      ]),
  },
};
