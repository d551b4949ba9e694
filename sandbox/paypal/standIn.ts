/**
 * PayPal's SDK cannot load here: without `VITE_PAYPAL_CLIENT_ID` the portal loads this stand-in of its script from the
 * sandbox (`GET /__sandbox/paypal/sdk/js`, the SDK's `sdkBaseUrl`), and `POST /__sandbox/paypal` chooses what its
 * button does next: approve (the default), cancel or fail. `{"available": false}` makes the script answer 503, as
 * when PayPal cannot be reached.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PAYPAL_OUTCOMES = ['approve', 'cancel', 'error'] as const;
export type PayPalOutcome = (typeof PAYPAL_OUTCOMES)[number];

export const STAND_IN_SDK_PATH = '/paypal/sdk/js';

export class PayPalStandIn {
  outcome: PayPalOutcome = 'approve';
  available = true;
  readonly script = readFileSync(fileURLToPath(new URL('./standInSdk.js', import.meta.url)), 'utf8');

  clear(): void {
    this.outcome = 'approve';
    this.available = true;
  }
}
