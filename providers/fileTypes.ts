/**
 * The file types the portal takes (end-user documents, later ticket attachments): PDF, images, plain text and
 * office documents. Pure and dependency-free: the browser checks a chosen file with it, the sandbox an upload.
 *
 * A file is taken only when its extension and its first bytes agree: the extension names the type, the bytes must
 * carry that type's signature. A PNG named `.jpg` is refused like HTML named `.pdf`, so that the stored type, the
 * file name and the bytes can never disagree. Office formats are recognised by their container only (OLE2 for
 * doc/xls, ZIP for docx/xlsx/odt): they are always served as attachments, never shown on the portal's origin.
 */

export interface FileType {
  /** Lower case, without the dot: the file name's extension. */
  extension: string;
  contentType: string;
  /** True only for PDF and images: the types a browser may show in a tab. */
  inline: boolean;
}

/**
 * The most files one upload request may carry (a ticket's or a comment's attachments, a profile's documents saved
 * together): the portal stops choosing beyond it, the sandbox refuses more on the field (issue 50: 2,000 one-byte
 * attachments in one comment were stored).
 */
export const MAX_FILES_PER_UPLOAD = 20;

export const FILE_TYPE_NOT_ALLOWED = 'File type not allowed: only PDF, images and office documents.';

/** How many leading bytes `detectFileType` reads. */
export const SNIFF_BYTES = 512;

type Signature = readonly (number | null)[];

const ascii = (text: string): Signature => [...text].map((ch) => ch.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF = [ascii('GIF87a'), ascii('GIF89a')];
// RIFF, a 4-byte little-endian size (any), WEBP.
const WEBP = [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

interface Definition {
  contentType: string;
  inline: boolean;
  /** Any one of them must open the file; none: plain text rules. */
  signatures: readonly Signature[];
}

const DEFINITIONS: Record<string, Definition> = {
  pdf: { contentType: 'application/pdf', inline: true, signatures: [PDF] },
  png: { contentType: 'image/png', inline: true, signatures: [PNG] },
  jpg: { contentType: 'image/jpeg', inline: true, signatures: [JPEG] },
  jpeg: { contentType: 'image/jpeg', inline: true, signatures: [JPEG] },
  gif: { contentType: 'image/gif', inline: true, signatures: GIF },
  webp: { contentType: 'image/webp', inline: true, signatures: [WEBP] },
  txt: { contentType: 'text/plain', inline: false, signatures: [] },
  doc: { contentType: 'application/msword', inline: false, signatures: [OLE2] },
  xls: { contentType: 'application/vnd.ms-excel', inline: false, signatures: [OLE2] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    signatures: [ZIP],
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    signatures: [ZIP],
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', inline: false, signatures: [ZIP] },
};

/** Every allowed type, once per content type (jpg and jpeg share one). */
export const FILE_TYPES: readonly FileType[] = Object.entries(DEFINITIONS)
  .filter(([, { contentType }], i, all) => all.findIndex(([, d]) => d.contentType === contentType) === i)
  .map(([extension, { contentType, inline }]) => ({ extension, contentType, inline }));

/** The `accept` attribute of a file input: every extension, then every content type. */
export const FILE_ACCEPT = [
  ...Object.keys(DEFINITIONS).map((extension) => `.${extension}`),
  ...FILE_TYPES.map((type) => type.contentType),
].join(',');

const startsWith = (head: Uint8Array, signature: Signature): boolean =>
  head.length >= signature.length && signature.every((byte, i) => byte === null || head[i] === byte);

const MARKUP = /^<(!doctype|html|svg|script|\?xml)/i;

/** Plain text: no NUL byte, and not markup that a browser could render (after an optional BOM and blanks). */
function isPlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const bom = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const start = String.fromCharCode(...head.subarray(bom, bom + 64)).replace(/^[\s\uFEFF]+/, '');
  return !MARKUP.test(start);
}

/** The extension of a file name (lower case, no dot), or '' when it has none; a browser's path prefix is ignored. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The type of a file from its name and its first bytes (only the first `SNIFF_BYTES` are read), or undefined when
 * it is not allowed: an unknown or missing extension, an empty file, or bytes that do not match the extension.
 */
export function detectFileType(filename: string, head: Uint8Array): FileType | undefined {
  const extension = extensionOf(filename);
  const sniffed = head.subarray(0, SNIFF_BYTES);
  if (!Object.hasOwn(DEFINITIONS, extension) || sniffed.length === 0) return undefined;
  const { contentType, inline, signatures } = DEFINITIONS[extension];
  const matches =
    signatures.length === 0 ? isPlainText(sniffed) : signatures.some((signature) => startsWith(sniffed, signature));
  return matches ? { extension, contentType, inline } : undefined;
}
