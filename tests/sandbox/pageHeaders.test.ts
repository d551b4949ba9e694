import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageHeaders } from '@/sandbox/pageHeaders';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('the portal pages’ headers', () => {
  it('allow only the portal itself when nothing else is configured', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    // The portal's PDF viewer frames the product sheets the API serves on the same origin.
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(policy).not.toContain('paypal');
  });

  it('add the API, Sentry and PayPal hosts only when they are configured', () => {
    const policy = contentSecurityPolicy({
      VITE_API_ROOT: 'https://api.example.com/api/v1/',
      VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      VITE_PAYPAL_CLIENT_ID: 'client-id',
    });
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.example.com', 'https://o1.ingest.sentry.io', 'https://www.paypal.com']),
    );
    expect(directive(policy, 'script-src')).toContain('https://www.paypal.com');
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('ignore a relative API root and a malformed DSN', () => {
    expect(
      directive(contentSecurityPolicy({ VITE_API_ROOT: '/api/v1/', VITE_SENTRY_DSN: 'not a url' }), 'connect-src'),
    ).toEqual(["'self'"]);
  });

  it('relax only what hot reload needs in dev', () => {
    const policy = contentSecurityPolicy({}, { dev: true });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('include frame, referrer and sniffing headers', () => {
    expect(pageHeaders({})).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
