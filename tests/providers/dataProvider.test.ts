import { lazyRoute } from '@/src/components/lazyRoute';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { createDataProvider } from '@/providers/dataProvider';
import { dataProvider } from '@/src/console/portalDataProvider';
import numbersResource from '@/resources/numbers';
import { exportResource } from '@/providers/exportResource';
import { ApiError } from '@/providers/http';
import { defineResource } from '@/src/console/defineResource';
import type { Contact } from '@/providers/types';

const ROW: Contact = {
  id: 7,
  level: 2,
  name: 'Ann Lee',
  email: 'ann@example.com',
  type: { id: 3, name: 'Technical' },
  mail_subscription: [
    { id: 1, name: 'News' },
    { id: 4, name: 'Invoices' },
  ],
};

const CONTACT = {
  level: 2,
  contactType: 3,
  name: 'Ann Lee',
  mobilePhone: '+33612345678',
  fixedPhone: '',
  email: 'ann@example.com',
  mailSubscription: [1, 4],
};

const BODY = {
  level: 2,
  reg_type: 3,
  name: 'Ann Lee',
  mobile_phone: '+33612345678',
  fixed_phone: '',
  email: 'ann@example.com',
  mail_subscription: [1, 4],
};

/** A collection keyed by another field, with filter names that differ from the API's. */
const numbers = defineResource()({
  name: 'numbers',
  id: 'did',
  api: { list: 'customer/dids', one: 'customer/dids/:id', updateMethod: 'PATCH', export: 'customer/dids/export' },
  filters: { country: 'country_id', didNumber: 'did' },
  routes: [{ path: '/numbers/existing', component: lazyRoute(() => import('@/src/pages/system/NotFoundPage')) }],
});
const numbersProvider = createDataProvider([numbers]);

function record(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, answer: () => Response) {
  const requests: { url: URL; body: unknown }[] = [];
  server.use(
    mswHttp[method](api(path), async ({ request }) => {
      const text = await request.text();
      requests.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
  return requests;
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.restoreAllMocks();
});

describe('getList', () => {
  it('sends page and page_size and answers parsed records with the total', async () => {
    const requests = record('get', 'customer/contacts', () => HttpResponse.json({ results: [ROW], count: 21 }));
    const answer = await dataProvider.getList('contacts', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(answer.total).toBe(21);
    expect(answer.data[0]).toMatchObject({
      id: 7,
      contactType: 3,
      typeName: 'Technical',
      mailSubscription: [1, 4],
      mailSubscriptionNames: 'News, Invoices',
    });
    expect(requests[0].url.searchParams.get('page')).toBe('2');
    expect(requests[0].url.searchParams.get('page_size')).toBe('50');
  });

  it('maps filter names, passes unknown ones as they are, drops empty values, and keys records by the id field', async () => {
    const requests = record('get', 'customer/dids', () =>
      HttpResponse.json({ results: [{ did: '33123456789', country: 'FR' }], count: 1 }),
    );
    const answer = await numbersProvider.getList('numbers', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'did', order: 'ASC' },
      filter: { country: 'FR', didNumber: '', profile: 12, area: null, groups: [] },
    });
    expect(answer.data).toEqual([{ id: '33123456789', did: '33123456789', country: 'FR' }]);
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({
      country_id: 'FR',
      profile: '12',
      page: '1',
      page_size: '20',
    });
  });

  it('getManyReference lists with the target as a filter', async () => {
    const requests = record('get', 'customer/dids', () => HttpResponse.json({ results: [], count: 0 }));
    await numbersProvider.getManyReference('numbers', {
      target: 'country',
      id: 'DE',
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'did', order: 'ASC' },
      filter: {},
    });
    expect(requests[0].url.searchParams.get('country_id')).toBe('DE');
  });
});

describe('getOne and getMany', () => {
  it('read one record at its path, through parse', async () => {
    record('get', 'customer/contacts/7', () =>
      HttpResponse.json({ ...ROW, mobile_phone: '+33612345678', fixed_phone: '' }),
    );
    const { data } = await dataProvider.getOne('contacts', { id: 7 });
    expect(data).toMatchObject({ id: 7, mobilePhone: '+33612345678', fixedPhone: '', contactType: 3 });
  });

  it('getMany reads every id', async () => {
    server.use(mswHttp.get(api('customer/dids/:did'), ({ params }) => HttpResponse.json({ did: params.did })));
    const { data } = await numbersProvider.getMany('numbers', { ids: ['111', '222'] });
    expect(data.map((row) => row.id)).toEqual(['111', '222']);
  });
});

describe('create and update', () => {
  it("create posts the serialized body and answers the record with the new id and the answer's message", async () => {
    const requests = record('post', 'customer/contacts', () =>
      HttpResponse.json({ message: 'Contact created.', id: 31 }, { status: 201 }),
    );
    const { data } = await dataProvider.create('contacts', { data: CONTACT });
    expect(requests[0].body).toEqual(BODY);
    expect(data).toEqual({ ...CONTACT, id: 31, message: 'Contact created.' });
  });

  it("a multipart create (a form with files) posts one part a value at the create path, with the upload's progress", async () => {
    const tickets = defineResource()({
      name: 'tickets',
      api: { list: 'customer/tickets/open', create: 'customer/tickets/create' },
      routes: [],
    });
    let body: FormData | undefined;
    server.use(
      mswHttp.post(api('customer/tickets/create'), async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: 'Ticket #8 has been created.', id: 8 }, { status: 201 });
      }),
    );
    const onProgress = vi.fn();
    const trace = new File(['%PDF-1.4'], 'trace.pdf', { type: 'application/pdf' });
    const { data } = await createDataProvider([tickets]).create('tickets', {
      data: { subject: 'Echo', dids: ['3120', '3121'], country: null, attachments: [trace] },
      meta: { multipart: true, onProgress },
    });
    expect(body?.get('subject')).toBe('Echo');
    expect(body?.getAll('dids')).toEqual(['3120', '3121']);
    // No value is no part (not the text "null").
    expect(body?.has('country')).toBe(false);
    expect((body?.get('attachments') as File).name).toBe('trace.pdf');
    expect(data).toMatchObject({ id: 8, message: 'Ticket #8 has been created.' });
    expect(onProgress).toHaveBeenCalled();
  });

  it('update puts the serialized body at the record path and answers the record', async () => {
    const requests = record('put', 'customer/contacts/7', () => HttpResponse.json({ message: 'Contact updated.' }));
    const { data } = await dataProvider.update('contacts', {
      id: 7,
      data: { ...CONTACT, id: 7 },
      previousData: { id: 7 },
    });
    expect(requests[0].body).toEqual(BODY);
    expect(data).toEqual({ ...CONTACT, id: 7 });
  });

  it('update uses the definition method, and a whole row answered is parsed', async () => {
    record('patch', 'customer/dids/111', () => HttpResponse.json({ did: '111', profile: 4 }));
    const { data } = await numbersProvider.update('numbers', {
      id: '111',
      data: { profile: 4 },
      previousData: { id: '111' },
    });
    expect(data).toEqual({ id: '111', did: '111', profile: 4 });
  });

  it('a PATCH sends the fields that changed from the record as it was read (a rename, its name)', async () => {
    const requests = record('patch', 'customer/dids/111', () => HttpResponse.json({ message: 'ok' }));
    const previousData = { id: '111', did: '111', name: 'Old', area: { id: 3, name: 'Berlin' }, dids: ['1'] };
    await numbersProvider.update('numbers', {
      id: '111',
      data: { ...previousData, name: 'New', area: { id: 3, name: 'Berlin' }, dids: ['1'] },
      previousData,
    });
    expect(requests.map((request) => request.body)).toEqual([{ name: 'New' }]);
  });

  it('updateMany updates each record', async () => {
    const requests = record('patch', 'customer/dids/:did', () => HttpResponse.json({ message: 'ok' }));
    const { data } = await numbersProvider.updateMany('numbers', { ids: ['1', '2'], data: { profile: 4 } });
    expect(data).toEqual(['1', '2']);
    expect(requests.map((request) => request.url.pathname).sort()).toEqual([
      '/api/v1/customer/dids/1',
      '/api/v1/customer/dids/2',
    ]);
  });
});

describe('delete', () => {
  it('deletes at the record path and answers the previous record', async () => {
    const requests = record('delete', 'customer/contacts/7', () => new HttpResponse(null, { status: 204 }));
    const previousData = { ...CONTACT, id: 7 };
    expect((await dataProvider.delete('contacts', { id: 7, previousData })).data).toEqual(previousData);
    expect(requests).toHaveLength(1);
  });

  it('deleteMany deletes each record', async () => {
    const requests = record('delete', 'customer/contacts/:id', () => new HttpResponse(null, { status: 204 }));
    expect((await dataProvider.deleteMany('contacts', { ids: [7, 8] })).data).toEqual([7, 8]);
    expect(requests).toHaveLength(2);
  });
});

describe('server-side validation', () => {
  it('puts the API field errors on the form field names', async () => {
    record('post', 'customer/contacts', () =>
      HttpResponse.json(
        {
          reg_type: ['Select a valid choice.'],
          email: ['Enter a valid email address.', 'Too long.'],
          level: ['Required.'],
        },
        { status: 400 },
      ),
    );
    const error = (await dataProvider
      .create('contacts', { data: CONTACT })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      contactType: 'Select a valid choice.',
      email: 'Enter a valid email address. Too long.',
      level: 'Required.',
    });
    expect(error.field('reg_type')).toBe('Select a valid choice.');
  });

  it('rethrows other failures as they are', async () => {
    record('get', 'customer/contacts', () => HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 }));
    await expect(
      dataProvider.getList('contacts', {
        pagination: { page: 9, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 404, message: 'Invalid page.' });
  });

  it('an unknown resource is a programming error', async () => {
    await expect(async () => dataProvider.getOne('nope', { id: 1 })).rejects.toThrow('Unknown resource "nope"');
  });
});

describe('exportResource', () => {
  it('downloads the CSV with the mapped filters', async () => {
    const requests = record('get', 'customer/dids/export', () => new HttpResponse('did\n111'));
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await exportResource('numbers', { country: 'FR', didNumber: '' }, [numbers]);
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({ country_id: 'FR', _export: 'csv' });
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("asks My numbers' CSV with the filters plus csv_export, as the spec names it (not _export=csv)", async () => {
    const requests = record('get', 'customer/dids/export', () => new HttpResponse('did\n111'));
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await exportResource('numbers', { country: 4 }, [numbersResource]);
    const query = requests[0].url.searchParams;
    expect(requests[0].url.pathname).toMatch(/\/customer\/dids\/export$/);
    expect(query.get('country')).toBe('4');
    expect(query.has('csv_export')).toBe(true);
    expect(query.has('_export')).toBe(false);
  });
});
