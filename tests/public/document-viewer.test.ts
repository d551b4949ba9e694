/**
 * The product sheets' viewer page (`public/document-viewer.js`, issue 36, WCAG 3.1.1): it declares the sheet's language
 * and embeds only a file of the portal's own origin, never another site's or a script URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import viewerScript from '@/public/document-viewer.js?raw';

const before = { url: window.location.href, lang: document.documentElement.lang, title: document.title };

function openViewer(query: string): HTMLEmbedElement | null {
  window.history.replaceState(null, '', `/document-viewer.html?${query}`);
  document.documentElement.lang = 'en';
  new Function(viewerScript)();
  return document.querySelector('embed');
}

afterEach(() => {
  document.querySelectorAll('embed').forEach((embed) => embed.remove());
  window.history.replaceState(null, '', before.url);
  document.documentElement.lang = before.lang;
  document.title = before.title;
});

describe('the document viewer page', () => {
  it("embeds a PDF of the portal's origin, in the language and under the title it is given", () => {
    const file = `${window.location.origin}/api/v1/product/10/1795767661/abc/sheet.pdf`;
    const embed = openViewer(new URLSearchParams({ file, lang: 'fr-BE', title: 'Numéros géographiques' }).toString());
    expect(embed?.getAttribute('src')).toBe(file);
    expect(embed?.getAttribute('type')).toBe('application/pdf');
    expect(document.documentElement.lang).toBe('fr-BE');
    expect(document.title).toBe('Numéros géographiques');
  });

  it.each([
    ['another site', 'https://evil.example/sheet.pdf'],
    ['a protocol-relative address', '//evil.example/sheet.pdf'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:application/pdf;base64,JVBERi0='],
    ['itself', '/document-viewer.html'],
    ['nothing', ''],
  ])('embeds nothing for %s', (_, file) => {
    expect(openViewer(new URLSearchParams({ file }).toString())).toBeNull();
  });

  it('keeps its declared language for a value that is no language tag', () => {
    openViewer(new URLSearchParams({ file: '/x.pdf', lang: 'en" onload="x' }).toString());
    expect(document.documentElement.lang).toBe('en');
  });
});
