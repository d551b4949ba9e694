import '@testing-library/jest-dom/vitest';
import './lean-styles';
import './owner-stacks';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw';
import { setAvailability } from '@/src/system/availability';
import { setRequestLanguage } from '@/providers/requestLanguage';
import { resetHeadingFocus } from '@/src/components/headingFocus';
import { forgetReportedDocuments } from '@/resources/profiles/rules/documentRules';

// findBy*/waitFor give up after 1 s by default: too short on a loaded two-core machine (CI), where a screen's
// first render can take longer. Waiting costs nothing when the element comes sooner.
configure({ asyncUtilTimeout: 5000 });

// Node's Request cannot read jsdom's files: MSW turns an upload's jsdom FormData into a Node Request, whose files would
// arrive as the text "undefined". A FormData body is sent as the multipart stream a browser would send.
const NodeRequest = globalThis.Request;
function multipart(form: FormData, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const [name, value] of form.entries()) {
        const file = typeof value === 'string' ? undefined : value;
        const disposition = `form-data; name="${name}"${file ? `; filename="${file.name}"` : ''}`;
        const type = file ? `\r\nContent-Type: ${file.type || 'application/octet-stream'}` : '';
        controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
        controller.enqueue(file ? new Uint8Array(await file.arrayBuffer()) : encoder.encode(value as string));
        controller.enqueue(encoder.encode('\r\n'));
      }
      controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
      controller.close();
    },
  });
}
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    if (!(init?.body instanceof FormData)) {
      super(input, init);
      return;
    }
    const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
    const headers = new Headers(init.headers);
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    super(input, { ...init, headers, body: multipart(init.body, boundary), duplex: 'half' } as RequestInit);
  }
};

// jsdom's own (none): a test that pretends a phone (shellFixtures' setViewportWidth) must not leave the next file on one.
const desktopMatchMedia = window.matchMedia;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // What a library appended to the body outside React (recharts' text-measuring span) must not reach the next file.
  document.body.replaceChildren();
  server.resetHandlers();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  // The dom project shares modules between files (isolate off): module-level state starts each test as on a fresh page.
  setAvailability('available');
  // The next test's first route is the app's first load (no focus moved to its heading).
  resetHeadingFocus();
  // An unknown document type is reported once per session: each test's session is new.
  forgetReportedDocuments();
  // A French screen's provider set the API's language; the next test asks in English, as a fresh page does.
  setRequestLanguage('en');
  window.matchMedia = desktopMatchMedia;
  vi.useRealTimers();
});
afterAll(() => server.close());
