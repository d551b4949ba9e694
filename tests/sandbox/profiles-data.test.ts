import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const json = async <T>(response: Response) => (await response.json()) as T;
const idOf = async (name: string) =>
  (
    await json<{ results: { id: number; name: string }[] }>(
      await demo.get(`customer/account?name=${encodeURIComponent(name)}`),
    )
  ).results.find((r) => r.name === name)!.id;
const areaOf = async (country: number, city: string) =>
  (
    await json<{ value: number; name: string }[]>(await demo.get(`customer/countries/${country}/areas/for-select`))
  ).find((a) => a.name === city)!.value;
const profile = async (id: number) =>
  json<{ valid: boolean; is_draft: boolean; default: boolean }>(await demo.get(`customer/account/${id}`));

describe('end-user data', () => {
  it('answers the stored data by server name', async () => {
    const data = await json<Record<string, unknown>>(
      await demo.get(`customer/account/${await idOf('Northwind Telecom B.V.')}/end-user-data`),
    );
    expect(data).toMatchObject({
      salutation: 'mr',
      company_name: 'Northwind Telecom B.V.',
      street: 'Herengracht',
      house_number: '182',
      postal_code: '1016 BR',
      city: 'Amsterdam',
      country: 1,
      area: await areaOf(1, 'Amsterdam'),
      vat_number: 'NL859123456B01',
    });
    expect(Object.keys(data)).toHaveLength(15);
  });

  it('POSTs the first data of a draft, which ends the draft and makes a complete profile valid', async () => {
    const id = await idOf('Utrecht Pop-up Store');
    const amsterdam = await areaOf(1, 'Utrecht');
    const body = {
      salutation: 'ms',
      first_name: 'Lotte',
      last_name: 'Jansen',
      company_name: 'Utrecht Pop-up Store',
      street: 'Oudegracht',
      house_number: 158,
      postal_code: '3511 AZ',
      city: 'Utrecht',
      country: '1',
      area: amsterdam,
      phone_number: '+31 30 231 4567',
      email: 'lotte@popup.example',
      unknown_key: 'ignored',
    };
    expect(await answer(await demo.post(`customer/account/${id}/end-user-data`, body))).toEqual({
      status: 201,
      body: { message: 'End user data saved.' },
    });
    expect(await profile(id)).toMatchObject({ is_draft: false, valid: true });
    const data = await json<Record<string, unknown>>(await demo.get(`customer/account/${id}/end-user-data`));
    expect(data).toMatchObject({ house_number: '158', country: 1, area: amsterdam, vat_number: null });
    expect(await answer(await demo.post(`customer/account/${id}/end-user-data`, body))).toEqual({
      status: 400,
      body: { detail: 'End user data already exists.' },
    });
  });

  it('PUTs only once the profile is not a draft, and saves the fields sent', async () => {
    const draft = await idOf('Utrecht Pop-up Store');
    expect(await answer(await demo.put(`customer/account/${draft}/end-user-data/update`, { city: 'Utrecht' }))).toEqual(
      {
        status: 400,
        body: { detail: 'No end user data yet.' },
      },
    );
    const rotterdam = await idOf('Northwind Rotterdam Office');
    expect((await profile(rotterdam)).valid).toBe(false);
    expect(
      await answer(await demo.put(`customer/account/${rotterdam}/end-user-data/update`, { postal_code: '3011 AD' })),
    ).toEqual({
      status: 200,
      body: { message: 'End user data saved.' },
    });
    expect((await profile(rotterdam)).valid).toBe(true);
    expect(await json(await demo.get(`customer/account/${rotterdam}/end-user-data`))).toMatchObject({
      postal_code: '3011 AD',
      street: 'Coolsingel',
    });
    await demo.put(`customer/account/${rotterdam}/end-user-data/update`, { street: '' });
    expect((await profile(rotterdam)).valid).toBe(false);
  });

  it('refuses bad values per field and stores nothing', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    const response = await demo.put(`customer/account/${id}/end-user-data/update`, {
      email: 'not-an-email',
      phone_number: 'call me',
      country: 999,
      salutation: 'dr',
      postal_code: '3011 AD',
    });
    expect(await answer(response)).toEqual({
      status: 400,
      body: {
        email: ['Enter a valid email address.'],
        phone_number: ['Enter a valid phone number.'],
        country: ['Select a valid country.'],
        salutation: ['Select a valid salutation.'],
      },
    });
    expect(await json(await demo.get(`customer/account/${id}/end-user-data`))).toMatchObject({ postal_code: null });
  });

  it('refuses an area of another country, and drops the old area when only the country changes', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    const paris = await areaOf(2, 'Paris');
    expect(
      await answer(await demo.put(`customer/account/${id}/end-user-data/update`, { country: 1, area: paris })),
    ).toEqual({
      status: 400,
      body: { area: ['Select a valid area.'] },
    });
    await demo.put(`customer/account/${id}/end-user-data/update`, { country: 2 });
    expect(await json(await demo.get(`customer/account/${id}/end-user-data`))).toMatchObject({
      country: 2,
      area: null,
    });
  });

  it('takes the Default flag sent with the data', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    await demo.put(`customer/account/${id}/end-user-data/update`, { default: true });
    expect((await profile(id)).default).toBe(true);
    expect((await profile(await idOf('Northwind Telecom B.V.'))).default).toBe(false);
  });

  it('a blocked profile stays not valid', async () => {
    const id = await idOf('Old Reseller Ltd');
    await demo.put(`customer/account/${id}/end-user-data/update`, { city: 'London' });
    expect((await profile(id)).valid).toBe(false);
  });
});
