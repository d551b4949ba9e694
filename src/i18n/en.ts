/**
 * English messages: the type of every message of the portal. `fr.ts` must satisfy it.
 * Keys are grouped by area, one file each under en/ (and fr/).
 */
import englishMessages from 'ra-language-english';
import common from '@/src/i18n/en/common';
import shell from '@/src/i18n/en/shell';
import auth from '@/src/i18n/en/auth';
import settings from '@/src/i18n/en/settings';
import system from '@/src/i18n/en/system';
import dashboard from '@/src/i18n/en/dashboard';
import resources from '@/src/i18n/en/resources';
import profiles from '@/src/i18n/en/profiles';
import profileEdit from '@/src/i18n/en/profileEdit';
import numbers from '@/src/i18n/en/numbers';
import capacity from '@/src/i18n/en/capacity';
import ordering from '@/src/i18n/en/ordering';
import cart from '@/src/i18n/en/cart';
import orders from '@/src/i18n/en/orders';
import channels from '@/src/i18n/en/channels';
import billing from '@/src/i18n/en/billing';
import reports from '@/src/i18n/en/reports';
import tickets from '@/src/i18n/en/tickets';
import product from '@/src/i18n/en/product';
import palette from '@/src/i18n/en/palette';

export const portalMessages = {
  common,
  shell,
  auth,
  settings,
  system,
  dashboard,
  resources,
  profiles,
  profileEdit,
  numbers,
  capacity,
  ordering,
  cart,
  orders,
  channels,
  billing,
  reports,
  tickets,
  product,
  palette,
};
export type PortalMessages = typeof portalMessages;

/** react-admin's `required()` says what every other required field says. */
const ra = {
  ...englishMessages.ra,
  validation: { ...englishMessages.ra.validation, required: common.validation.required },
};
const en = { ...englishMessages, ra, ...portalMessages };
export default en;

/** The dotted paths of a catalogue's messages: `common.validation.required`. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the English catalogue, react-admin's own (`ra.…`) included. */
export type MessageKey = MessagePaths<typeof en>;
