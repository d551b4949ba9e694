/** French messages, loaded lazily: same keys as en.ts (checked by `satisfies`). */
import frenchMessages from 'ra-language-french';
import type { PortalMessages } from './en';
import common from './fr/common';
import shell from './fr/shell';
import auth from './fr/auth';
import settings from './fr/settings';
import system from './fr/system';
import dashboard from './fr/dashboard';
import resources from './fr/resources';
import profiles from './fr/profiles';
import profileEdit from './fr/profileEdit';
import numbers from './fr/numbers';
import capacity from './fr/capacity';
import ordering from './fr/ordering';
import cart from './fr/cart';
import orders from './fr/orders';
import channels from './fr/channels';
import billing from './fr/billing';
import reports from './fr/reports';
import tickets from './fr/tickets';
import files from './fr/files';
import twoFactor from './fr/twoFactor';
import product from './fr/product';
import palette from './fr/palette';

const portalMessages = {
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
} satisfies PortalMessages;

/** react-admin's `required()` says what every other required field says. */
const ra = {
  ...frenchMessages.ra,
  validation: { ...frenchMessages.ra.validation, required: common.validation.required },
};
const fr = { ...frenchMessages, ra, ...portalMessages };
export default fr;
