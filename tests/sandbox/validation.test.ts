/**
 * Issue 37, item 5: the one JSON reader (and the multipart reader's text fields) refuse the strings no field may store:
 * NUL, the other C0 control characters but tab, line feed and carriage return, and lone surrogates, with a 400 on the
 * field that holds one. Nothing is stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { answer, type Client, freshSandbox, signedIn } from './client';
import { MAX_JSON_DEPTH, nestingDepth } from '@/sandbox/validation';

let db: Db;
let demo: Client;
beforeEach(async () => {
  const sandbox = freshSandbox();
  db = sandbox.db;
  demo = await signedIn(sandbox.app, 'demo');
});

/** An open ticket of demo's: it takes comments. */
const openTicket = () =>
  db
    .prepare(
      "SELECT min(t.id) FROM tickets t JOIN users u ON u.customer_id = t.customer_id WHERE u.login = 'demo' AND t.status = 'open'",
    )
    .pluck()
    .get() as number;
const trunks = () => db.prepare('SELECT count(*) FROM trunks').pluck().get();
const refused = (field: string, message: string) => ({ status: 400, body: { [field]: [message] } });

describe('strings of a JSON body', () => {
  it.each([
    ['a NUL', 'Lyon\u0000Asterisk', 'Null characters are not allowed.'],
    ['a bell', 'Lyon\u0007Asterisk', 'Control characters are not allowed: U+0007.'],
    ['an escape', '\u001b[31mLyon', 'Control characters are not allowed: U+001B.'],
    ['a lone high surrogate', 'Lyon \ud800', 'Surrogate characters are not allowed: U+D800.'],
    ['a lone low surrogate', '\udfffLyon', 'Surrogate characters are not allowed: U+DFFF.'],
  ])('refuses %s in a trunk name on the field, and stores nothing', async (_, name, message) => {
    const before = trunks();
    // JSON.stringify writes a lone surrogate as its \u escape: the reader meets it as JSON text.
    expect(await answer(await demo.post('customer/trunks', { name, type_id: 1 }))).toEqual(refused('name', message));
    expect(trunks()).toBe(before);
  });

  it('refuses one deep in a value under its top-level field, and in a key or a list body as a general error', async () => {
    expect(
      await answer(await demo.post('customer/trunks', { name: 'Lyon', type_id: 1, extra: { deep: ['a\u0000'] } })),
    ).toEqual(refused('extra', 'Null characters are not allowed.'));
    expect(await answer(await demo.post('customer/trunks', { name: 'Lyon', type_id: 1, 'k\u0001': 1 }))).toEqual(
      refused('non_field_errors', 'Control characters are not allowed: U+0001.'),
    );
    expect(await answer(await demo.call('POST', 'customer/cart/dids/save', { raw: '["\\ud83d"]' }))).toEqual(
      refused('non_field_errors', 'Surrogate characters are not allowed: U+D83D.'),
    );
  });

  it('takes tab, line breaks and whole characters outside the basic plane', async () => {
    const created = await demo.post('customer/trunks', { name: 'Lyon 😀 Asterisk', type_id: 1 });
    expect(created.status).toBe(201);
    const comment = new FormData();
    comment.append('comment', 'First line\r\nSecond\tline');
    const ticket = openTicket();
    expect((await demo.upload(`customer/tickets/${ticket}/post-comment`, comment)).status).toBe(201);
  });
});

describe('text fields of a multipart body', () => {
  it('refuses a NUL in a ticket comment on the field', async () => {
    const ticket = openTicket();
    const comment = new FormData();
    comment.append('comment', 'Hello\u0000');
    expect(await answer(await demo.upload(`customer/tickets/${ticket}/post-comment`, comment))).toEqual(
      refused('comment', 'Null characters are not allowed.'),
    );
  });
});

describe('nestingDepth (issue 50 item 5)', () => {
  it('counts the nesting of lists and objects, not brackets inside strings', () => {
    expect(nestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(nestingDepth(`{"name":"${'['.repeat(100)}"}`)).toBe(1);
    expect(nestingDepth(`{"name":"a\\"[[[[","x":[]}`)).toBe(2);
    expect(nestingDepth('42')).toBe(0);
  });
  it('takes a body of the deepest nesting the API allows, and no deeper', () => {
    expect(nestingDepth(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(MAX_JSON_DEPTH);
  });
});
