/**
 * The text lines of a PDF made with pdfkit's standard fonts, for tests: each content stream is inflated and the
 * hex strings of its TJ operators are decoded (WinAnsi, read as Latin-1: enough for the sandbox's texts).
 */
import { inflateSync } from 'node:zlib';

export function pdfTextLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const text = [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}
