/**
 * The queries whose answers carry the server's own labels, which it words in the request's language (contact types,
 * levels and mail subscriptions, and the contacts naming them; a profile's form and documents; a plan's requirements
 * and its end-user check; the call records' traffic types): asked again when the portal's language changes.
 */
import type { QueryKey } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';

const LOOKUPS = new Set<string>([
  ENDPOINTS.contacts.types,
  ENDPOINTS.contacts.levels,
  ENDPOINTS.account.mailSubscriptions,
  ENDPOINTS.reports.cdrsTrafficTypes,
  // react-admin's own queries of the contacts resource (list and one) and of the call records (their traffic type).
  'contacts',
  'cdrs',
]);
/** A plan's path (ordering.ts's planPath), written out: the public pages' chunk need not carry the ordering calls. */
const PLAN = /^customer\/plans\/\d+\/type\/\d+$/;

export function isLabelQuery(queryKey: QueryKey): boolean {
  const [first, ...rest] = queryKey;
  if (typeof first !== 'string') return false;
  if (LOOKUPS.has(first)) return true;
  if (first === ENDPOINTS.profiles.list) return rest.includes('form') || rest.includes('documents');
  if (PLAN.test(first)) return rest[0] === 'requirements' || rest[0] === 'check-profiles';
  return false;
}
