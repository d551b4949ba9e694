/** The ticket lists' `search` parameter (ours, a sandbox extension for the command palette): id exactly, or subject. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/providers/endpoints';
import type { TicketRow } from '@/providers/entities/tickets';
import { freshSandbox, signedIn, type Client } from './client';

const T = ENDPOINTS.tickets;
type Page = { count: number; results: TicketRow[] };

let demo: Client;
let metered: Client;
beforeEach(async () => {
  const { app } = freshSandbox();
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});
const list = async (path: string, search: string, client = demo) =>
  (await (await client.get(`${path}?search=${encodeURIComponent(search)}&page_size=250`)).json()) as Page;
const everything = async (client = demo) => [
  ...(await list(T.open, '', client)).results,
  ...(await list(T.history, '', client)).results,
];

describe('ticket lists: search', () => {
  it('keeps the ticket whose id is exactly the text, with or without #', async () => {
    const [first] = (await list(T.open, '')).results;
    const byId = await list(T.open, String(first.id));
    expect(byId.results.map((row) => row.id)).toContain(first.id);
    expect(byId.results.every((row) => row.id === first.id || row.subject.includes(String(first.id)))).toBe(true);
    expect((await list(T.open, `#${first.id}`)).results.map((row) => row.id)).toContain(first.id);
  });

  it('keeps the tickets whose subject contains the text, case-insensitively, in both lists', async () => {
    const all = await everything();
    const word = all[0].subject.split(' ').find((part) => part.length > 3) ?? all[0].subject;
    const expected = all.filter((row) => row.subject.toLowerCase().includes(word.toLowerCase())).map((row) => row.id);
    const found = [
      ...(await list(T.open, word.toUpperCase())).results,
      ...(await list(T.history, word.toUpperCase())).results,
    ];
    expect(found.map((row) => row.id).sort()).toEqual([...expected].sort());
    const open = await list(T.open, word);
    expect(open.count).toBe(open.results.length);
    expect(open.results.every((row) => ['new', 'open', 'pending'].includes(row.status))).toBe(true);
  });

  it('answers an empty page for no match, and never another customer’s tickets', async () => {
    expect(await list(T.open, 'no such subject at all')).toEqual({ count: 0, results: [] });
    const theirs = (await everything(metered))[0];
    expect((await list(T.open, String(theirs.id))).results.map((row) => row.id)).not.toContain(theirs.id);
    expect((await list(T.history, String(theirs.id))).results.map((row) => row.id)).not.toContain(theirs.id);
  });

  it('without search answers the whole list, as before', async () => {
    expect((await list(T.open, '')).count + (await list(T.history, '')).count).toBe(25);
  });
});
