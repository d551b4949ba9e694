import { describe, expect, it } from 'vitest';
import { FILE_ACCEPT, FILE_TYPE_NOT_ALLOWED, FILE_TYPES, SNIFF_BYTES, detectFileType } from '@/providers/fileTypes';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));
const text = (value: string) => new TextEncoder().encode(value);

// The first bytes of real files of each type, as their writers produce them.
const HEADS = {
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xdb, 0, 0x43, 0]),
  gif87: bytes(
    'GIF87a',
    [1, 0, 1, 0, 0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0],
    ',',
    [0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b],
  ),
  gif89: bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff], '!', [0xf9, 4, 1, 0, 0, 0, 0]),
  webp: bytes(
    'RIFF',
    [0x1a, 0, 0, 0],
    'WEBPVP8L',
    [0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0],
  ),
  // OLE2 compound file header (Word 97-2003 and Excel 97-2003 share it).
  ole2: bytes([
    0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e, 0, 3, 0, 0xfe,
    0xff, 9, 0,
  ]),
  docx: bytes(
    [
      0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0, 0xdf, 0xa4, 0xd2, 0x6c, 0x5a, 1, 0, 0, 0x20, 5,
      0, 0, 0x13, 0, 0x08, 2,
    ],
    '[Content_Types].xml',
  ),
  odt: bytes(
    [
      0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0x08, 0, 0, 0x5e, 0xc6, 0x32, 0x4c, 0x5e, 0xc6, 0x32, 0x0c, 0x27, 0, 0, 0,
      0x27, 0, 0, 0, 8, 0, 0, 0,
    ],
    'mimetypeapplication/vnd.oasis.opendocument.text',
  ),
  txt: text('\uFEFFInvoice 2025-06\r\nNorthwind Telecom B.V.\r\n'),
};

describe('detectFileType', () => {
  it.each([
    ['scan.pdf', HEADS.pdf, 'pdf', 'application/pdf', true],
    ['passport.png', HEADS.png, 'png', 'image/png', true],
    ['photo.jpg', HEADS.jpeg, 'jpg', 'image/jpeg', true],
    ['photo.JPEG', HEADS.jpeg, 'jpeg', 'image/jpeg', true],
    ['old.gif', HEADS.gif87, 'gif', 'image/gif', true],
    ['anim.gif', HEADS.gif89, 'gif', 'image/gif', true],
    ['card.webp', HEADS.webp, 'webp', 'image/webp', true],
    ['notes.txt', HEADS.txt, 'txt', 'text/plain', false],
    ['letter.doc', HEADS.ole2, 'doc', 'application/msword', false],
    ['sheet.xls', HEADS.ole2, 'xls', 'application/vnd.ms-excel', false],
    [
      'letter.docx',
      HEADS.docx,
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      false,
    ],
    ['sheet.xlsx', HEADS.docx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['letter.odt', HEADS.odt, 'odt', 'application/vnd.oasis.opendocument.text', false],
  ])('takes %s', (name, head, extension, contentType, inline) => {
    expect(detectFileType(name, head)).toEqual({ extension, contentType, inline });
  });

  it('ignores a path before the name and reads only the first SNIFF_BYTES', () => {
    expect(detectFileType('C:\\fakepath\\scan.pdf', HEADS.pdf)?.contentType).toBe('application/pdf');
    const long = new Uint8Array(SNIFF_BYTES + 10).fill(0x41);
    long[SNIFF_BYTES + 5] = 0;
    expect(detectFileType('long.txt', long)?.contentType).toBe('text/plain');
  });

  it.each([
    ['HTML', 'evil.html', text('<!DOCTYPE html><script>alert(1)</script>')],
    ['SVG', 'evil.svg', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['HTML named .pdf', 'evil.pdf', text('<html><script>alert(1)</script></html>')],
    ['an executable', 'setup.exe', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['a PDF without an extension', 'scan', HEADS.pdf],
    ['a PDF with a trailing dot', 'scan.pdf.', HEADS.pdf],
    ['a name that is only an extension', '.pdf', HEADS.pdf],
    ['text with a NUL byte', 'notes.txt', bytes('abc', [0], 'def')],
    ['text starting with <html', 'notes.txt', text('<html><body onload="alert(1)">')],
    ['text starting with a BOM, blanks and <SVG', 'notes.txt', text('\uFEFF \r\n\t<SVG onload="alert(1)">')],
    ['text starting with <script', 'notes.txt', text('<script>alert(1)</script>')],
    ['text starting with <?xml', 'notes.txt', text('<?xml version="1.0"?><svg/>')],
    ['text starting with <!doctype', 'notes.txt', text('<!doctype html>')],
    ['UTF-16 text (NUL bytes)', 'notes.txt', bytes([0xff, 0xfe], 'h', [0], 'i', [0])],
    ['a PNG named .jpg', 'photo.jpg', HEADS.png],
    ['a ZIP named .pdf', 'scan.pdf', HEADS.docx],
    ['a RIFF that is not WebP', 'sound.webp', bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated signature', 'image.png', HEADS.png.slice(0, 4)],
    ['an empty file', 'notes.txt', new Uint8Array(0)],
  ])('refuses %s', (_, name, head) => {
    expect(detectFileType(name, head)).toBeUndefined();
  });
});

describe('constants', () => {
  it('accept lists every extension and content type; the message is the one users see', () => {
    expect(FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.png',
        '.jpg',
        '.jpeg',
        '.gif',
        '.webp',
        '.txt',
        '.doc',
        '.docx',
        '.xls',
        '.xlsx',
        '.odt',
        'application/pdf',
        'image/jpeg',
      ]),
    );
    expect(FILE_ACCEPT).not.toMatch(/html|svg/);
    expect(FILE_TYPES.filter((type) => type.inline).map((type) => type.contentType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
    ]);
    expect(FILE_TYPE_NOT_ALLOWED).toBe('File type not allowed: only PDF, images and office documents.');
  });
});
