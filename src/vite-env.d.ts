/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Root of the portal API; default `/api/v1/`. */
  readonly VITE_API_ROOT?: string;
  /** Sentry DSN; error reporting stays off when unset. */
  readonly VITE_SENTRY_DSN?: string;
  /** Other origins the portal may send a browser to (the provider's back office after a hijack release); none by default. */
  readonly VITE_TRUSTED_ORIGINS?: string;
  /** PayPal's client id: the top-up loads PayPal's own SDK; unset, the sandbox's stand-in of it. */
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  /** Where PayPal's SDK script is loaded from with a client id; default PayPal's. */
  readonly VITE_PAYPAL_SDK_URL?: string;
}
