/**
 * The sign-in's second step (issue 47; contract in sandbox/README.md "Two-factor sign-in"): `user/login` opens it after
 * a right password (routes/auth.ts, through `challengeFor`), unless support signs in for the customer or the browser
 * is remembered; user/login/two-factor takes a code from the app or a recovery code. A code works once; 5 wrong codes
 * or 5 minutes end the step (sandbox/twoFactor.ts, `Challenges`).
 */
import { getCookie, setCookie } from 'hono/cookie';
import { ENDPOINTS } from '@/providers/endpoints';
import { type Actor, clientIp, record } from '@/sandbox/activity';
import { type Auth, isHttps, issueCsrfCookie } from '@/sandbox/auth';
import type { SandboxContext } from '@/sandbox/env';
import { badRequest } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import { API_PREFIX } from '@/sandbox/paths';
import type { Router } from '@/sandbox/routing';
import { TWO_FACTOR_MESSAGES } from '@/sandbox/routes/twoFactor';
import { type Challenges, REMEMBER_COOKIE, REMEMBER_DAYS, isCodeShape, normalRecoveryCode } from '@/sandbox/twoFactor';
import type { TwoFactorStore } from '@/sandbox/twoFactorStore';
import { FieldErrors, readJson, stringField } from '@/sandbox/validation';

const PATHS = ENDPOINTS.twoFactor;

/** What `user/login` needs: whether a user must give a second factor here, and opening that step. */
export interface SecondStep {
  /** The challenge of a second step for this user, or null when none is needed (off, or a remembered browser). */
  challengeFor(c: SandboxContext, user: { id: number; customerId: number; login: string }): string | null;
}

export function registerTwoFactorSignIn(
  router: Router,
  store: TwoFactorStore,
  auth: Auth,
  throttle: LoginThrottle,
  challenges: Challenges,
): SecondStep {
  router.resource(
    PATHS.signIn,
    {
      post: async (c) => {
        const body = await readJson(c);
        const say = labelsOf(c);
        const errors = new FieldErrors();
        const token = stringField(body, 'challenge', errors);
        const code = stringField(body, 'code', errors).replace(/\s/g, '');
        const recovery = stringField(body, 'recovery_code', errors);
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
        const row = store.enabled(challenge.userId);
        const spent = row ? store.spend(challenge.userId, row, code || recovery) : 'wrong';
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
          const browser = store.rememberBrowser(challenge.userId);
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
      if (!store.enabled(user.id)) return null;
      const browser = getCookie(c, REMEMBER_COOKIE);
      if (browser && store.isRemembered(browser, user.id)) return null;
      return challenges.start(user.id, user.customerId, user.login);
    },
  };
}
