/**
 * Issue 37, item 6: every API answer carries `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` (the API
 * key's above all), refusals and faults included; a stored file keeps its own caching.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { type App, Client, freshSandbox, signedIn } from './client';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const API_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
const headersOf = (response: Response) => ({
  'x-content-type-options': response.headers.get('x-content-type-options'),
  'cache-control': response.headers.get('cache-control'),
});

describe('API answers', () => {
  it('are neither sniffed nor stored: the API key, data, lists, exports and sign-in', async () => {
    const answers = {
      key: await demo.get('customer/auth-token'),
      me: await demo.get('customer/me'),
      list: await demo.get('customer/dids?page_size=250', { headers: { 'Accept-Encoding': 'br' } }),
      export: await demo.get('customer/dids/export'),
      signIn: await new Client(app).post('user/login', { login: 'demo', password: 'demo' }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBe(200);
      expect(headersOf(response), name).toEqual(API_HEADERS);
    }
    expect(answers.list.headers.get('content-encoding')).toBe('br');
  });

  it('say so on refusals, unknown paths and faults alike', async () => {
    await app.request('/__sandbox/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'customer/contacts', status: 500 }),
    });
    const responses = [
      await demo.post('user/login', { login: 'demo', password: 'wrong' }),
      await app.request('/api/v1/customer/me'),
      await demo.get('customer/no-such-thing'),
      await demo.delete('customer/me'),
      await demo.call('POST', 'customer/trunks', { raw: '{oops' }),
      await demo.get('customer/contacts'),
    ];
    expect(responses.map((response) => response.status)).toEqual([400, 401, 404, 405, 400, 500]);
    for (const response of responses) expect(headersOf(response), String(response.status)).toEqual(API_HEADERS);
  });

  it('leave a stored file its own caching', async () => {
    const profile = db
      .prepare(
        "SELECT min(d.profile_id) FROM profile_documents d JOIN profiles p ON p.id = d.profile_id JOIN users u ON u.customer_id = p.customer_id WHERE u.login = 'demo'",
      )
      .pluck()
      .get() as number;
    const [document] = (await (await demo.get(`customer/account/${profile}/documents`)).json()) as {
      document_file: string;
    }[];
    const file = await app.request(document.document_file);
    expect(file.status).toBe(200);
    expect(headersOf(file)).toEqual({
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600, no-transform',
    });
  });
});
