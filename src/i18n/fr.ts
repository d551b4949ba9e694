/** French messages, loaded lazily: same keys as en.ts (checked by `satisfies`). */
import frenchMessages from 'ra-language-french';
import type { PortalMessages } from './en';
import common from '@/src/i18n/fr/common';
import shell from '@/src/i18n/fr/shell';
import auth from '@/src/i18n/fr/auth';
import settings from '@/src/i18n/fr/settings';
import system from '@/src/i18n/fr/system';
import dashboard from '@/src/i18n/fr/dashboard';
import resources from '@/src/i18n/fr/resources';
import profiles from '@/src/i18n/fr/profiles';
import profileEdit from '@/src/i18n/fr/profileEdit';
import numbers from '@/src/i18n/fr/numbers';
import capacity from '@/src/i18n/fr/capacity';
import ordering from '@/src/i18n/fr/ordering';
import cart from '@/src/i18n/fr/cart';
import orders from '@/src/i18n/fr/orders';
import channels from '@/src/i18n/fr/channels';
import billing from '@/src/i18n/fr/billing';
import reports from '@/src/i18n/fr/reports';
import tickets from '@/src/i18n/fr/tickets';
import product from '@/src/i18n/fr/product';
import palette from '@/src/i18n/fr/palette';

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
