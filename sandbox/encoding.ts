/**
 * Content codings shared by the build (precompressed siblings in dist/), the static server and the sandbox's
 * on-the-fly compression: which files get siblings, their suffixes, and which coding a request accepts.
 */

export type Encoding = 'br' | 'gzip';

/** The sibling file of each coding: `app.js` -> `app.js.br`, `app.js.gz`. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Text files the build precompresses and the static server negotiates (images, fonts and PDFs are compressed already). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.csv',
  '.ico',
  '.wasm',
]);

/** Below this, a compressed answer saves less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** `Accept-Encoding` as coding -> q (lower case); entries with a malformed q are dropped, the first of duplicates kept. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key, value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      valid = QVALUE.test(value);
      q = Number(value);
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (valid && !accepted.has(coding)) accepted.set(coding, q);
  }
  return accepted;
}

/**
 * The codings the server may answer with, best first: q > 0 (explicitly or through `*`), `br` before `gzip` at
 * equal q, and none the client ranks below an explicitly listed `identity`. No header: none (the plain file).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (header === undefined) return [];
  const accepted = parseAcceptEncoding(header);
  const wildcard = accepted.get('*') ?? 0;
  const identity = accepted.get('identity') ?? 0;
  const ranked = (['br', 'gzip'] as const)
    .map((coding) => ({ coding, q: accepted.get(coding) ?? wildcard }))
    .filter(({ q }) => q > 0 && q >= identity);
  // A stable sort keeps br first among equal q.
  return ranked.sort((a, b) => b.q - a.q).map(({ coding }) => coding);
}
