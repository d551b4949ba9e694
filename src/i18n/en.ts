/**
 * English messages: the type of every message of the portal. `fr.ts` must satisfy it.
 * Keys are grouped by area, one file each under en/ (and fr/).
 */
import englishMessages from 'ra-language-english';
import common from './en/common';
import shell from './en/shell';
import auth from './en/auth';
import settings from './en/settings';
import system from './en/system';
import dashboard from './en/dashboard';
import resources from './en/resources';
import profiles from './en/profiles';
import profileEdit from './en/profileEdit';
import numbers from './en/numbers';
import capacity from './en/capacity';
import ordering from './en/ordering';
import cart from './en/cart';
import orders from './en/orders';
import channels from './en/channels';
import billing from './en/billing';
import reports from './en/reports';
import tickets from './en/tickets';
import files from './en/files';
import twoFactor from './en/twoFactor';
import product from './en/product';
import palette from './en/palette';

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
  files,
  twoFactor,
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
