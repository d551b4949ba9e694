/**
 * The English messages of what shows before react-admin loads: the public pages (sign-in, password reset, sign-out),
 * the loading, maintenance and load-error screens. The rest of the catalogue comes with the signed-in portal's chunk.
 */
import auth from './en/auth';
import common from './en/common';
import system from './en/system';
import type { PortalMessages } from './en';

export const publicMessages = { auth, common, system } satisfies Partial<PortalMessages>;
export default publicMessages;
