/**
 * Two-factor sign-in (issue 47; ours, a sandbox extension, contract in sandbox/README.md "Two-factor sign-in"):
 * customer/two-factor (status, set-up, confirmation, turning off, new recovery codes) and user/login/two-factor, the
 * sign-in's second step. `user/login` asks for it (routes/auth.ts, through `secondStep`).
 *
 * The secret is answered once, by the set-up; the recovery codes once, when made. Support staff acting for a customer
 * (a hijacked session) sign in without the customer's codes and cannot change them.
 */
import { getCookie, setCookie } from 'hono/cookie';
import { ENDPOINTS } from '@/providers/endpoints';
import { accountObject, type Actor, clientIp, record } from '@/sandbox/activity';
import { type Auth, type Clock, isHttps, issueCsrfCookie } from '@/sandbox/auth';
import { verifyPassword } from '@/sandbox/db/passwords';
import { type AreaDeps, type SandboxContext, session } from '@/sandbox/env';
import { badRequest, forbidden } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import { API_PREFIX } from '@/sandbox/paths';
import type { Router } from '@/sandbox/routing';
import {
  type Challenges,
  REMEMBER_COOKIE,
  REMEMBER_DAYS,
  isCodeShape,
  newBrowserToken,
  newRecoveryCodes,
  newSecret,
  normalRecoveryCode,
  otpauthUri,
  sha256,
  stepOfCode,
} from '@/sandbox/twoFactor';
import { FieldErrors, readJson, type Body } from '@/sandbox/validation';

const PATHS = ENDPOINTS.twoFactor;

interface TwoFactorRow {
  secret: string;
  enabled: number;
  last_step: number;
  enabled_at: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

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

/** What `user/login` needs: whether a user must give a second factor here, and opening that step. */
export interface SecondStep {
  /** The challenge of a second step for this user, or null when none is needed (off, or a remembered browser). */
  challengeFor(c: SandboxContext, user: { id: number; customerId: number; login: string }): string | null;
}

export function registerTwoFactorRoutes(
  router: Router,
  { db }: AreaDeps,
  auth: Auth,
  throttle: LoginThrottle,
  challenges: Challenges,
  now: Clock = Date.now,
): SecondStep {
  const find = db.prepare<[number], TwoFactorRow>(
    'SELECT secret, enabled, last_step, enabled_at FROM two_factor WHERE user_id = ?',
  );
  const upsertPending = db.prepare(`INSERT INTO two_factor (user_id, secret, enabled, last_step) VALUES (?, ?, 0, 0)
    ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, enabled = 0, last_step = 0, enabled_at = NULL`);
  const enable = db.prepare('UPDATE two_factor SET enabled = 1, last_step = ?, enabled_at = ? WHERE user_id = ?');
  const useStep = db.prepare('UPDATE two_factor SET last_step = ? WHERE user_id = ?');
  const remove = db.prepare('DELETE FROM two_factor WHERE user_id = ?');
  const removeCodes = db.prepare('DELETE FROM two_factor_recovery_codes WHERE user_id = ?');
  const insertCode = db.prepare('INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)');
  const unusedCode = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM two_factor_recovery_codes WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
  );
  const useCode = db.prepare('UPDATE two_factor_recovery_codes SET used_at = ? WHERE id = ?');
  const codesLeft = db.prepare<[number], { left: number }>(
    'SELECT COUNT(*) AS left FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL',
  );
  const passwordOf = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  const loginOf = db.prepare<[number], { login: string }>('SELECT login FROM users WHERE id = ?');
  const rememberBrowser = db.prepare(
    'INSERT INTO two_factor_browsers (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const rememberedBrowser = db.prepare<[string, number, string], { user_id: number }>(
    'SELECT user_id FROM two_factor_browsers WHERE token_hash = ? AND user_id = ? AND expires_at > ?',
  );
  const forgetBrowsers = db.prepare('DELETE FROM two_factor_browsers WHERE user_id = ? OR expires_at <= ?');

  const nowIso = () => new Date(now()).toISOString();
  const enabledRow = (userId: number) => {
    const row = find.get(userId);
    return row?.enabled === 1 ? row : undefined;
  };

  const makeCodes = (userId: number): string[] => {
    removeCodes.run(userId);
    const codes = newRecoveryCodes();
    for (const code of codes) insertCode.run(userId, sha256(normalRecoveryCode(code) ?? code));
    return codes;
  };

  /** The customer's own session: support acting for it may read the status, not change it. */
  const ownSession = (c: SandboxContext) => {
    const current = session(c);
    if (current.isHijacked) throw forbidden(labelsOf(c)(TWO_FACTOR_MESSAGES.support));
    return current;
  };

  /** A string field of the body ('' when absent); another type is a 400 on it. */
  const text = (body: Body, field: string, errors: FieldErrors): string => {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      errors.add(field, 'Not a valid string.');
      return '';
    }
    return value.trim();
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

  /** Whether `code` (6 digits, or a recovery code) is a good second factor now; uses it up when it is. */
  const spend = (userId: number, row: TwoFactorRow, code: string): 'ok' | 'wrong' | 'used' => {
    if (isCodeShape(code)) {
      const step = stepOfCode(row.secret, code, now());
      if (step === null) return 'wrong';
      if (step <= row.last_step) return 'used';
      useStep.run(step, userId);
      return 'ok';
    }
    const recovery = normalRecoveryCode(code);
    const stored = recovery ? unusedCode.get(userId, sha256(recovery)) : undefined;
    if (!stored) return 'wrong';
    useCode.run(nowIso(), stored.id);
    return 'ok';
  };

  router.resource(PATHS.status, {
    get: (c) => {
      const { userId } = session(c);
      const row = enabledRow(userId);
      return c.json({
        enabled: Boolean(row),
        enabled_at: row?.enabled_at ?? null,
        recovery_codes_left: row ? (codesLeft.get(userId)?.left ?? 0) : 0,
      });
    },
  });

  router.resource(PATHS.setup, {
    post: async (c) => {
      // No body is expected; a malformed one is still a 400, as everywhere.
      await readJson(c);
      const { userId, login } = ownSession(c);
      if (enabledRow(userId)) throw badRequest({ detail: labelsOf(c)(TWO_FACTOR_MESSAGES.alreadyOn) });
      const secret = newSecret();
      upsertPending.run(userId, secret);
      return c.json({ secret, otpauth_uri: otpauthUri(secret, login) });
    },
  });

  router.resource(PATHS.confirm, {
    post: async (c) => {
      const body = await readJson(c);
      const { userId } = ownSession(c);
      const say = labelsOf(c);
      const errors = new FieldErrors();
      const code = text(body, 'code', errors).replace(/\s/g, '');
      errors.check();
      const row = find.get(userId);
      if (row?.enabled === 1) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.alreadyOn) });
      if (!row) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.noSetUp) });
      if (!isCodeShape(code)) throw badRequest({ code: [say(TWO_FACTOR_MESSAGES.codeShape)] });
      const step = stepOfCode(row.secret, code, now());
      if (step === null) throw badRequest({ code: [say(TWO_FACTOR_MESSAGES.wrongCodeSetup)] });
      enable.run(step, nowIso(), userId);
      const codes = makeCodes(userId);
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
      const code = text(body, 'code', errors).replace(/\s/g, '');
      const row = enabledRow(userId);
      if (!row) throw badRequest({ detail: say(TWO_FACTOR_MESSAGES.notOn) });
      checkPassword(c, userId, login, password, errors);
      if (!code) errors.add('code', 'This field is required.');
      else if (!errors.has('password')) {
        const spent = spend(userId, row, code);
        if (spent !== 'ok') errors.add('code', say(TWO_FACTOR_MESSAGES.wrongCodeSetup));
      }
      errors.check();
      remove.run(userId);
      removeCodes.run(userId);
      forgetBrowsers.run(userId, nowIso());
      record(c, 'two_factor_disable', accountObject(c), 'Two-factor authentication turned off');
      return c.json({ enabled: false });
    },
  });

  router.resource(PATHS.recoveryCodes, {
    post: async (c) => {
      const body = await readJson(c);
      const { userId, login } = ownSession(c);
      const errors = new FieldErrors();
      if (!enabledRow(userId)) throw badRequest({ detail: labelsOf(c)(TWO_FACTOR_MESSAGES.notOn) });
      checkPassword(c, userId, login, typeof body.password === 'string' ? body.password : '', errors);
      errors.check();
      const codes = makeCodes(userId);
      record(c, 'two_factor_recovery_codes', accountObject(c), 'New recovery codes made; the old ones no longer work');
      return c.json({ recovery_codes: codes });
    },
  });

  router.resource(
    PATHS.signIn,
    {
      post: async (c) => {
        const body = await readJson(c);
        const say = labelsOf(c);
        const errors = new FieldErrors();
        const token = text(body, 'challenge', errors);
        const code = text(body, 'code', errors).replace(/\s/g, '');
        const recovery = text(body, 'recovery_code', errors);
        if (body.remember !== undefined && typeof body.remember !== 'boolean') {
          errors.add('remember', 'Must be a valid boolean.');
        }
        if (!token) errors.add('challenge', 'This field is required.');
        if (Boolean(code) === Boolean(recovery))
          errors.add('non_field_errors', say(TWO_FACTOR_MESSAGES.codeOrRecovery));
        else if (code && !isCodeShape(code)) errors.add('code', say(TWO_FACTOR_MESSAGES.codeShape));
        else if (recovery && !normalRecoveryCode(recovery))
          errors.add('recovery_code', say(TWO_FACTOR_MESSAGES.recoveryShape));
        errors.check();

        const found = challenges.find(token);
        if (found.state === 'gone') throw badRequest({ challenge: [say(TWO_FACTOR_MESSAGES.expired)] });
        const { challenge } = found;
        const actor: Actor = { customerId: challenge.customerId, login: challenge.login, type: 'customer' };
        const row = enabledRow(challenge.userId);
        const spent = row ? spend(challenge.userId, row, code || recovery) : 'wrong';
        if (spent !== 'ok') {
          const left = challenges.wrongCode(token);
          const what = recovery ? 'recovery code' : 'code';
          record(c, 'sign_in_failed', null, `Failed sign-in (wrong ${what})`, { actor, keepOnFailure: true });
          if (left === 0) {
            // The attempt ends: it counts as one failed sign-in of the login (the throttle's 5 in 15 minutes).
            throttle.failed(challenge.login, clientIp(c));
            throw badRequest({ challenge: [say(TWO_FACTOR_MESSAGES.tooManyCodes)] });
          }
          const message = recovery
            ? TWO_FACTOR_MESSAGES.wrongRecovery
            : spent === 'used'
              ? TWO_FACTOR_MESSAGES.usedCode
              : TWO_FACTOR_MESSAGES.wrongCode;
          throw badRequest({ [recovery ? 'recovery_code' : 'code']: [say(message).replace('{n}', String(left))] });
        }
        challenges.end(token);
        throttle.succeeded(challenge.login, clientIp(c));
        const sessionToken = auth.open(challenge.userId, challenge.customerId, null);
        if (recovery) record(c, 'sign_in_recovery_code', null, 'Signed in with a recovery code', { actor });
        else record(c, 'sign_in', null, 'Signed in', { actor });
        if (body.remember === true) {
          const browser = newBrowserToken();
          forgetBrowsers.run(-1, nowIso());
          rememberBrowser.run(
            sha256(browser),
            challenge.userId,
            new Date(now() + REMEMBER_DAYS * DAY_MS).toISOString(),
          );
          setCookie(c, REMEMBER_COOKIE, browser, {
            path: `${API_PREFIX}/user/login`,
            httpOnly: true,
            sameSite: 'Strict',
            secure: isHttps(c),
            maxAge: REMEMBER_DAYS * 24 * 3600,
          });
        }
        issueCsrfCookie(c);
        return c.json({ token: sessionToken });
      },
    },
    { anonymous: true },
  );

  return {
    challengeFor(c, user) {
      if (!enabledRow(user.id)) return null;
      const browser = getCookie(c, REMEMBER_COOKIE);
      if (browser && rememberedBrowser.get(sha256(browser), user.id, nowIso())) return null;
      return challenges.start(user.id, user.customerId, loginOf.get(user.id)?.login ?? user.login);
    },
  };
}
