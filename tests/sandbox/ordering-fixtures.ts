/** Shared ids and helpers of the ordering sandbox tests (seed: sandbox/db/seed-ordering.ts). */
import type { Client } from './client';
import type { AvailableDid, CartDidLine, Prefix } from '@/providers/types';

export const NL = 1;
/** Netherlands Geographic (LT, DID type 1): 80 free Amsterdam numbers (2 in demo's cart), Groningen and Eindhoven empty. */
export const NL_GEO = 1;
export const NL_PSTN = 4;
export const GEOGRAPHIC = 1;
export const LT = 3;
export const AMSTERDAM = 1;
export const ROTTERDAM = 2;
export const EINDHOVEN = 5;
export const GRONINGEN = 6;
/** Switzerland Geographic: no outbound at all. */
export const CH_GEO = 22;
/** France Geographic: has service restrictions. */
export const FR_GEO = 6;

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

export const prefixPath = (plan: number, type: number, area: number) => `plans/${plan}/type/${type}/prefixes/${area}`;

export async function prefixStock(client: Client, plan: number, type: number, area: number): Promise<number> {
  const prefixes = await json<Prefix[]>(await client.get(`customer/plans/${plan}/type/${type}/prefixes`));
  const prefix = prefixes.find((p) => p.id === area);
  if (!prefix) throw new Error(`no prefix ${area}`);
  return prefix.stock;
}

export const availableDids = async (client: Client, plan = NL_GEO, type = GEOGRAPHIC, area = AMSTERDAM) =>
  json<AvailableDid[]>(await client.get(`customer/plans/${plan}/type/${type}/prefixes/${area}/dids/available`));

export async function addDid(client: Client, did: AvailableDid): Promise<CartDidLine> {
  const response = await client.post(`customer/cart/dids/tos/${did.tos.id}/add`, { did: did.id });
  if (response.status !== 201) throw new Error(`add failed: ${response.status} ${await response.text()}`);
  return json<CartDidLine>(response);
}

/** Demo's end users (1 Northwind Telecom B.V., 4 Old Reseller Ltd is blocked) and trunk; metered's end user and trunk. */
export const DEMO_PROFILE = 1;
export const BLOCKED_PROFILE = 4;
export const DEMO_TRUNK = 1;
export const METERED_PROFILE = 25;
export const METERED_TRUNK = 4;
