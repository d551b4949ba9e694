import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw';
import { setAvailability } from '../../src/system/availability';

// findBy*/waitFor give up after 1 s by default: too short on a loaded two-core machine (CI), where a screen's
// first render can take longer. Waiting costs nothing when the element comes sooner.
configure({ asyncUtilTimeout: 5000 });

// jsdom's own (none): a test that pretends a phone (shellFixtures' setViewportWidth) must not leave the next file on one.
const desktopMatchMedia = window.matchMedia;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  // The dom project shares modules between files (isolate off): module-level state starts each test as on a fresh page.
  setAvailability('available');
  window.matchMedia = desktopMatchMedia;
  vi.useRealTimers();
});
afterAll(() => server.close());
