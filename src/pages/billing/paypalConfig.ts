/**
 * Which PayPal SDK the top-up loads (issue 12): PayPal's own with `VITE_PAYPAL_CLIENT_ID` (from `VITE_PAYPAL_SDK_URL`
 * when set, else PayPal's default), else the stand-in that the portal API sandbox serves, so that the whole flow runs
 * offline. The content security policy admits PayPal's hosts only when a client id is set (sandbox/pageHeaders.ts).
 */
const STAND_IN_SDK_URL = '/__sandbox/paypal/sdk/js';
const STAND_IN_CLIENT_ID = 'sandbox-stand-in';

export interface PayPalConfig {
  clientId: string;
  sdkBaseUrl?: string;
  standIn: boolean;
}

export function paypalConfig(env: Record<string, string | undefined> = import.meta.env): PayPalConfig {
  const clientId = env.VITE_PAYPAL_CLIENT_ID?.trim();
  if (!clientId) return { clientId: STAND_IN_CLIENT_ID, sdkBaseUrl: STAND_IN_SDK_URL, standIn: true };
  const sdkBaseUrl = env.VITE_PAYPAL_SDK_URL?.trim();
  return { clientId, ...(sdkBaseUrl ? { sdkBaseUrl } : {}), standIn: false };
}

/** The SDK's `locale` for the portal's language: PayPal's buttons then speak it, whatever the browser's language. */
export function paypalLocale(portalLocale: string): string {
  return portalLocale === 'fr' ? 'fr_FR' : 'en_US';
}
