/** user/* (sign-in, sign-out, hijack release, password reset) and customer/me. */
import { type Actor, clientIp, record } from '@/sandbox/activity';
import { issueCsrfCookie, type Auth } from '@/sandbox/auth';
import { dummyHash, verifyPassword } from '@/sandbox/db/passwords';
import { type AreaDeps, customerId, session } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import type { Router } from '@/sandbox/routing';
import type { SecondStep } from '@/sandbox/routes/twoFactorSignIn';
import { FieldErrors, emailField, readJson, stringField } from '@/sandbox/validation';

interface UserRow {
  id: number;
  password_hash: string;
  customer_id: number | null;
  acts_for_user_id: number | null;
}

interface MeRow {
  customer_type: number;
  payment_model: string;
  company_name: string;
  currency: string;
}

const WRONG_CREDENTIALS = 'Unable to log in with provided credentials.';

export function registerAuthRoutes(
  router: Router,
  { db }: AreaDeps,
  auth: Auth,
  throttle: LoginThrottle,
  secondStep: SecondStep,
): void {
  const findUser = db.prepare<[string], UserRow>(
    'SELECT id, password_hash, customer_id, acts_for_user_id FROM users WHERE login = ?',
  );
  const findUserById = db.prepare<[number], UserRow>(
    'SELECT id, password_hash, customer_id, acts_for_user_id FROM users WHERE id = ?',
  );
  const findMe = db.prepare<[number], MeRow>(
    'SELECT customer_type, payment_model, company_name, currency FROM customers WHERE id = ?',
  );

  const actorOf = (login: string, customer: number, support: boolean): Actor => ({
    customerId: customer,
    login,
    type: support ? 'support' : 'customer',
  });

  // Support staff sign in as the customer user they act for: a hijacked session.
  const actingUser = (user: UserRow) =>
    user.acts_for_user_id === null ? user : findUserById.get(user.acts_for_user_id);

  router.resource(
    'user/login',
    {
      post: async (c) => {
        const body = await readJson(c);
        const errors = new FieldErrors();
        const login = stringField(body, 'login', errors, { required: true });
        const password = typeof body.password === 'string' ? body.password : '';
        if (!password) errors.add('password', 'This field is required.');
        errors.check();
        const client = clientIp(c);
        throttle.check(login, client);
        const user = findUser.get(login);
        // An unknown login is checked against a dummy hash: the same scrypt work either way (no login enumeration).
        const matches = verifyPassword(password, user?.password_hash ?? dummyHash());
        const actingAs = user && matches ? actingUser(user) : undefined;
        if (!user || !actingAs || actingAs.customer_id === null) {
          throttle.failed(login, client);
          // On the trail of the account the login belongs to (or acts for); an unknown login has no account.
          const target = user ? actingUser(user) : undefined;
          if (user && target && target.customer_id !== null) {
            const actor = actorOf(login, target.customer_id, target !== user);
            record(c, 'sign_in_failed', null, 'Failed sign-in (wrong password)', { actor, keepOnFailure: true });
          }
          throw badRequest({ non_field_errors: [WRONG_CREDENTIALS] });
        }
        const staff = actingAs === user ? null : user.id;
        // Two-factor sign-in (routes/twoFactor.ts): the customer's own sign-in may need a code first; support acting for
        // it does not. Its throttle count is cleared when the second step succeeds, not here.
        const challenge =
          staff === null ? secondStep.challengeFor(c, { id: user.id, customerId: actingAs.customer_id, login }) : null;
        if (challenge) return c.json({ two_factor_required: true, challenge });
        throttle.succeeded(login, client);
        const token = auth.open(actingAs.id, actingAs.customer_id, staff);
        const actor = actorOf(login, actingAs.customer_id, staff !== null);
        if (staff === null) record(c, 'sign_in', null, 'Signed in', { actor });
        else record(c, 'support_session_start', null, 'Support session started', { actor });
        issueCsrfCookie(c);
        return c.json({ token });
      },
    },
    { anonymous: true },
  );

  router.resource('user/logout', {
    post: (c) => {
      record(c, 'sign_out', null, 'Signed out');
      auth.close(session(c).token);
      return c.body(null, 204);
    },
  });

  router.resource('user/release-hijack', {
    post: (c) => {
      const current = session(c);
      if (!current.isHijacked) throw badRequest({ detail: 'No active hijack.' });
      record(c, 'support_session_release', null, 'Support session released');
      auth.close(current.token);
      return c.json({ location: '/login' });
    },
  });

  router.resource(
    'user/password-reset',
    {
      post: async (c) => {
        const errors = new FieldErrors();
        const email = emailField(await readJson(c), 'email', errors);
        errors.check();
        // Each request would send an e-mail: a few an address and client, then a 429 on the field.
        throttle.checkReset(email, clientIp(c));
        // Same answer whether or not the address is known: no account enumeration.
        return c.json({ detail: 'Password reset e-mail has been sent.' });
      },
    },
    { anonymous: true },
  );

  router.resource('customer/me', {
    get: (c) => {
      const current = session(c);
      const me = findMe.get(customerId(c));
      if (!me) throw notFound();
      return c.json({
        login: current.login,
        customer_type: me.customer_type,
        payment_model: me.payment_model,
        is_hijacked: current.isHijacked,
        company_name: me.company_name,
        currency: me.currency,
      });
    },
  });
}
