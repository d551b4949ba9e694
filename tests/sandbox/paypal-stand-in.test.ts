/** The stand-in of PayPal's SDK script that the sandbox serves, and the switch that chooses its outcome (issue 12). */
import { describe, expect, it } from 'vitest';
import { freshSandbox } from './client';

const post = (app: ReturnType<typeof freshSandbox>['app'], path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('PayPal stand-in', () => {
  it('serves a script that defines paypal.Buttons, uncached', async () => {
    const { app } = freshSandbox();
    const answer = await app.request('/__sandbox/paypal/sdk/js?client-id=sandbox&currency=EUR');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const script = await answer.text();
    expect(script).toContain("window.paypal = { version: 'stand-in', Buttons: Buttons }");
    expect(script).toContain('Pay with PayPal');
  });

  it('approves by default; the switch makes it cancel, fail or be unreachable, and a reset restores it', async () => {
    const { app } = freshSandbox();
    expect(await (await app.request('/__sandbox/paypal')).json()).toEqual({ outcome: 'approve', available: true });
    expect(await (await post(app, '/__sandbox/paypal', { outcome: 'cancel' })).json()).toEqual({
      outcome: 'cancel',
      available: true,
    });
    expect((await post(app, '/__sandbox/paypal', { outcome: 'maybe' })).status).toBe(400);
    expect((await post(app, '/__sandbox/paypal', { available: 'no' })).status).toBe(400);
    await post(app, '/__sandbox/paypal', { available: false });
    expect((await app.request('/__sandbox/paypal/sdk/js')).status).toBe(503);
    await post(app, '/__sandbox/reset', {});
    expect(await (await app.request('/__sandbox/paypal')).json()).toEqual({ outcome: 'approve', available: true });
    expect((await app.request('/__sandbox/paypal/sdk/js')).status).toBe(200);
  });
});
