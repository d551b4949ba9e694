/**
 * Two-factor sign-in's settings (issue 47; ours, a sandbox extension, contract in sandbox/README.md "Two-factor
 * sign-in"): customer/two-factor, its status, set-up, confirmation, turning off and new recovery codes. The sign-in's
 * second step is routes/twoFactorSignIn.ts; the rows, sandbox/twoFactorStore.ts.
 *
 * The secret is answered once, by the set-up; the recovery codes once, when made. Support staff acting for a customer
 * (a hijacked session) may read the status, not change it.
 */
import { ENDPOINTS } from '@/providers/endpoints';
import { accountObject, clientIp, record } from '@/sandbox/activity';
import { verifyPassword } from '@/sandbox/db/passwords';
import { type AreaDeps, type SandboxContext, session } from '@/sandbox/env';
import { badRequest, forbidden } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import type { Router } from '@/sandbox/routing';
import { isCodeShape, newSecret, otpauthUri } from '@/sandbox/twoFactor';
import type { TwoFactorStore } from '@/sandbox/twoFactorStore';
import { FieldErrors, readJson, stringField } from '@/sandbox/validation';

const PATHS = ENDPOINTS.twoFactor;

/** The words of its refusals, English as the API speaks them (labels.ts has their French). */
export const TWO_FACTOR_MESSAGES = {
  codeShape: 'Enter the 6-digit code from your app.',
  recoveryShape: 'Enter a recovery code like abcde-23456.',
  wrongCode: 'Wrong code. {n} tries left.',
  usedCode: 'This code was used already: wait for the next one. {n} tries left.',
  wrongRecovery: 'Wrong or used recovery code. {n} tries left.',
  tooManyCodes: 'Too many wrong codes. Enter your password again.',
  expired: 'This sign-in has expired. Enter your password again.',
  wrongPassword: 'Your password was entered incorrectly. Please enter it again.',
  wrongCodeSetup: 'Wrong code. Check the time on your phone and try again.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is off.',
  noSetUp: 'Start the set-up again: no secret is waiting for a code.',
  support: "Support staff cannot change the customer's two-factor authentication.",
  codeOrRecovery: 'Send either a code or a recovery code.',
} as const;

export function registerTwoFactorRoutes(
  router: Router,
  { db }: AreaDeps,
  store: TwoFactorStore,
  throttle: LoginThrottle,
): void {
  const passwordOf = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');

  /** The customer's own session: support acting for it may read the status, not change it. */
  const ownSession = (c: SandboxContext) => {
    const current = session(c);
    if (current.isHijacked) throw forbidden(labelsOf(c)(TWO_FACTOR_MESSAGES.support));
    return current;
  };

  /** Checks the password (counted like a sign-in's) into `errors`. */
  const checkPassword = (c: SandboxContext, userId: number, login: string, password: string, errors: FieldErrors) => {
    if (!password) return errors.add('password', 'This field is required.');
    throttle.check(login, clientIp(c));
    const stored = passwordOf.get(userId);
    if (!stored || !verifyPassword(password, stored.password_hash)) {
      throttle.failed(login, clientIp(c));
      errors.add('password', labelsOf(c)(TWO_FACTOR_MESSAGES.wrongPassword));
    }
  };

  router.resource(PATHS.status, {
    get: (c) => {
      const { userId } = session(c);
      const row = store.enabled(userId);
      return c.json({
        enabled: Boolean(row),
        enabled_at: row?.enabled_at ?? null,
        recovery_codes_left: row ? store.codesLeft(userId) : 0,
      });
    },
  });

  router.resource(PATHS.setup, {
    post: async (c) => {
      // No body is expected; a malformed one is still a 400, as everywhere.
      await readJson(c);
      const { userId, login } = ownSession(c);
      if (store.enabled(userId)) throw badRequest({ detail: labelsOf(c)(TWO_FACTOR_MESSAGES.alreadyOn) });
      const secret = newSecret();
      store.setUp(userId, secret);
      return c.json({ secret, otpauth_uri: otpauthUri(secret, login) });
    },
  });

  router.resource(PATHS.confirm, {
    post: async (c) => {
      const body = await readJson(c);
      const { userId } = ownSession(c);
      const say = labelsOf(c);
      const errors = new FieldErrors();
      const code = stringField(body, 'code', errors).replace(/\s/g, '');
      errors.check();
      const row = store.find(userId);
      if (row?.enabled === 1) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.alreadyOn) });
      if (!row) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.noSetUp) });
      if (!isCodeShape(code)) throw badRequest({ code: [say(TWO_FACTOR_MESSAGES.codeShape)] });
      const codes = store.turnOn(userId, row, code);
      if (!codes) throw badRequest({ code: [say(TWO_FACTOR_MESSAGES.wrongCodeSetup)] });
      record(c, 'two_factor_enable', accountObject(c), 'Two-factor authentication turned on');
      return c.json({ recovery_codes: codes });
    },
  });

  router.resource(PATHS.disable, {
    post: async (c) => {
      const body = await readJson(c);
      const { userId, login } = ownSession(c);
      const say = labelsOf(c);
      const errors = new FieldErrors();
      const password = typeof body.password === 'string' ? body.password : '';
      const code = stringField(body, 'code', errors).replace(/\s/g, '');
      const row = store.enabled(userId);
      if (!row) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.notOn) });
      checkPassword(c, userId, login, password, errors);
      if (!code) errors.add('code', 'This field is required.');
      else if (!errors.has('password')) {
        const spent = store.spend(userId, row, code);
        if (spent !== 'ok') errors.add('code', say(TWO_FACTOR_MESSAGES.wrongCodeSetup));
      }
      errors.check();
      store.turnOff(userId);
      record(c, 'two_factor_disable', accountObject(c), 'Two-factor authentication turned off');
      return c.json({ enabled: false });
    },
  });

  router.resource(PATHS.recoveryCodes, {
    post: async (c) => {
      const body = await readJson(c);
      const { userId, login } = ownSession(c);
      const errors = new FieldErrors();
      if (!store.enabled(userId)) throw badRequest({ detail: labelsOf(c)(TWO_FACTOR_MESSAGES.notOn) });
      checkPassword(c, userId, login, typeof body.password === 'string' ? body.password : '', errors);
      errors.check();
      const codes = store.makeCodes(userId);
      record(c, 'two_factor_recovery_codes', accountObject(c), 'New recovery codes made; the old ones no longer work');
      return c.json({ recovery_codes: codes });
    },
  });
}
