/**
 * Who the client is (issue 50, items 1-3): `X-Forwarded-For` is believed only from the proxies `TRUST_PROXY` names,
 * from the right; the trail records a parsed address; the throttle's table expires and is capped.
 */
import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress, parseTrustProxy, TRUST_NO_PROXY } from '@/sandbox/clientAddress';
import { LoginThrottle, SIGN_IN_WINDOW_MS } from '@/sandbox/loginThrottle';
import { answer, Client, freshSandbox } from './client';

const LOCKED = {
  status: 429,
  body: { non_field_errors: ['Too many failed sign-ins. Try again in 15 minutes.'] },
};

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or off', () => {
    for (const setting of [undefined, '', ' ', 'false', 'OFF']) {
      expect(parseTrustProxy(setting)('127.0.0.1')).toBe(false);
    }
  });

  it('takes loopback, addresses and CIDR ranges of both families', () => {
    const trusted = parseTrustProxy('loopback, 192.0.2.10, 10.0.0.0/8, fd00::/8');
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '192.0.2.10', '10.200.3.4', 'fd12::1']) {
      expect(trusted(address)).toBe(true);
    }
    for (const address of ['192.0.2.11', '11.0.0.1', 'fe80::1', '']) expect(trusted(address)).toBe(false);
  });

  it('stops the server on an entry it cannot read, rather than trusting nobody or everybody in silence', () => {
    for (const setting of ['true', '*', 'localhost', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0/8', 'fd00::/129']) {
      expect(() => parseTrustProxy(setting)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address', () => {
  const loopback = parseTrustProxy('loopback');

  it('is the peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6', TRUST_NO_PROXY)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:198.51.100.7', '6.6.6.6', TRUST_NO_PROXY)).toBe('198.51.100.7');
  });

  it('behind trusted proxies, is the entry the last of them added, not the first the client wrote', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', loopback)).toBe('203.0.113.9');
    const chain = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.1.1', chain)).toBe('203.0.113.9');
    // An untrusted peer's header is not read at all.
    expect(clientAddress('198.51.100.7', '203.0.113.9', loopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('is only ever a parsed IP address: a forged entry that is none stops at the hop that sent it', () => {
    expect(clientAddress('127.0.0.1', '<b>x</b>', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9, evil', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9:443', loopback)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.9', loopback)).toBe('');
    expect(clientAddress('not an address', undefined, TRUST_NO_PROXY)).toBe('');
  });

  it('counts an IPv6 client by its /64 network and an IPv4 client by its address', () => {
    expect(addressGroup('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('sign-in through the sandbox', () => {
  const wrong = (client: Client, forwarded: string) =>
    client.post('user/login', { login: 'demo', password: 'nope' }, { headers: { 'X-Forwarded-For': forwarded } });

  it('by default counts the peer, so a new X-Forwarded-For per try does not escape the lock', async () => {
    const { app } = freshSandbox();
    const client = new Client(app, '127.0.0.1');
    for (let i = 0; i < 5; i += 1) expect((await wrong(client, `192.0.2.${i}`)).status).toBe(400);
    expect(await answer(await wrong(client, '192.0.2.99'))).toEqual(LOCKED);
    // Another address is not locked out by them.
    expect((await new Client(app, '198.51.100.7').post('user/login', { login: 'demo', password: 'demo' })).status).toBe(
      200,
    );
  });

  it("records the peer on the trail, never the header's text", async () => {
    const { app } = freshSandbox();
    await wrong(new Client(app, '198.51.100.23'), '6.6.6.6');
    await wrong(new Client(app, '198.51.100.23'), '<script>alert(1)</script>');
    const demo = await new Client(app, '198.51.100.8').login('demo');
    const trail = (await (await demo.get('customer/activity?kind=sign_in_failed')).json()) as {
      results: { ip: string }[];
    };
    // The newest two (the demo data has older ones).
    expect(trail.results.slice(0, 2).map((event) => event.ip)).toEqual(['198.51.100.23', '198.51.100.23']);
  });

  it('behind a trusted proxy, counts and records the address the proxy added', async () => {
    const { app } = freshSandbox({ trustProxy: parseTrustProxy('loopback') });
    const proxy = new Client(app, '127.0.0.1');
    for (let i = 0; i < 5; i += 1) expect((await wrong(proxy, `6.6.6.${i}, 203.0.113.9`)).status).toBe(400);
    expect(await answer(await wrong(proxy, '203.0.113.9'))).toEqual(LOCKED);
    const other = await proxy.post(
      'user/login',
      { login: 'demo', password: 'demo' },
      { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' } },
    );
    expect(other.status).toBe(200);
    const trail = (await (
      await proxy.get('customer/activity?kind=sign_in_failed', {
        headers: { Authorization: `Token ${((await other.json()) as { token: string }).token}` },
      })
    ).json()) as { results: { ip: string }[] };
    expect(trail.results.slice(0, 5).map((event) => event.ip)).toEqual(Array(5).fill('203.0.113.9'));
  });
});

describe('the throttle table', () => {
  it('forgets keys whose failures left the window, from its front, at the next failure', () => {
    let time = 0;
    const throttle = new LoginThrottle(() => time);
    for (let i = 0; i < 1000; i += 1) throttle.failed('demo', `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.size).toBe(2000);
    time += SIGN_IN_WINDOW_MS / 2;
    throttle.failed('demo', '192.0.2.1');
    expect(throttle.size).toBe(2002);
    time += SIGN_IN_WINDOW_MS / 2;
    throttle.failed('demo', '192.0.2.2');
    // Everything but the last two failures' keys (those of 192.0.2.1 are still inside the window).
    expect(throttle.size).toBe(4);
  });

  it('holds at most its cap, dropping the least recently failing keys, and still locks the newest', () => {
    const throttle = new LoginThrottle(() => 0, 50);
    for (let i = 0; i < 200; i += 1) throttle.failed('demo', `10.0.0.${i}`);
    expect(throttle.size).toBeLessThanOrEqual(50);
    for (let i = 0; i < 5; i += 1) throttle.failed('demo', '192.0.2.1');
    expect(() => throttle.check('demo', '192.0.2.1')).toThrow();
    expect(() => throttle.check('demo', '10.0.0.0')).not.toThrow();
  });

  it('locks an IPv6 network, not one address of it', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 1; i <= 5; i += 1) throttle.failed('demo', `2001:db8:0:1::${i}`);
    expect(() => throttle.check('demo', '2001:db8:0:1:ffff::9')).toThrow();
    expect(() => throttle.check('demo', '2001:db8:0:2::1')).not.toThrow();
  });
});
