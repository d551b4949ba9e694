/** Account calls: API key, customer details, password change, plan field descriptions, health (the balance: billing.ts). */
import { accountObject, clientIp, record } from '@/sandbox/activity';
import { newToken, type Auth } from '@/sandbox/auth';
import { hashPassword, verifyPassword } from '@/sandbox/db/passwords';
import { type AreaDeps, customerId, session } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import { passwordProblems } from '@/sandbox/passwordRules';
import type { Router } from '@/sandbox/routing';
import { FieldErrors, readJson } from '@/sandbox/validation';

export function registerAccountRoutes(router: Router, { db }: AreaDeps, auth: Auth, throttle: LoginThrottle): void {
  const apiToken = db.prepare<[number], { token: string; docs_location: string | null }>(
    `SELECT t.token, c.docs_location FROM customers c JOIN api_tokens t ON t.customer_id = c.id WHERE c.id = ?`,
  );
  const replaceApiToken = db.prepare(
    'INSERT OR REPLACE INTO api_tokens (customer_id, token, created_at) VALUES (?, ?, ?)',
  );
  const details = db.prepare<[number], Record<string, unknown>>(`SELECT c.company_name, c.address, c.city,
    c.postal_code, c.website, c.vat_number, c.company_registration_number, c.timezone, c.login, c.currency,
    c.customer_type, c.channels,
    (SELECT COUNT(*) FROM dids d WHERE d.customer_id = c.id) AS dids_count, c.status FROM customers c WHERE c.id = ?`);
  const passwordOf = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const fieldDescriptions = db.prepare<[], { accessor: string; description: string; visible: number }>(
    'SELECT accessor, description, visible FROM plan_field_descriptions ORDER BY position',
  );

  router.resource('health', { get: (c) => c.json({ status: 'ok' }) }, { anonymous: true });

  router.resource('customer/auth-token', {
    get: (c) => {
      const row = apiToken.get(customerId(c));
      if (!row) throw notFound();
      return c.json(row);
    },
  });

  router.resource('customer/auth-token/regenerate', {
    post: (c) => {
      replaceApiToken.run(customerId(c), newToken(), new Date().toISOString());
      record(c, 'api_key_regenerate', accountObject(c), 'API key regenerated');
      return c.json(apiToken.get(customerId(c)));
    },
  });

  router.resource('customer/details', {
    get: (c) => {
      const row = details.get(customerId(c));
      if (!row) throw notFound();
      return c.json(row);
    },
  });

  router.resource('customer/password/change', {
    post: async (c) => {
      const body = await readJson(c);
      const errors = new FieldErrors();
      const text = (field: string) => {
        const value = body[field];
        if (typeof value !== 'string' || value === '') errors.add(field, 'This field is required.');
        return typeof value === 'string' ? value : '';
      };
      const [oldPassword, password1, password2] = [text('old_password'), text('new_password1'), text('new_password2')];
      const current = session(c);
      if (oldPassword) {
        // Guessed like a sign-in, so counted like one (for the session's login and client).
        throttle.check(current.login, clientIp(c), 'old_password');
        const stored = passwordOf.get(current.userId);
        if (!stored || !verifyPassword(oldPassword, stored.password_hash)) {
          throttle.failed(current.login, clientIp(c));
          errors.add('old_password', 'Your old password was entered incorrectly. Please enter it again.');
        }
      }
      if (password1 && password2) {
        if (password1 !== password2) errors.add('new_password2', "The two password fields didn't match.");
        else for (const problem of passwordProblems(password2, current.login)) errors.add('new_password2', problem);
      }
      errors.check();
      setPassword.run(hashPassword(password1), current.userId);
      record(c, 'password_change', accountObject(c), 'Password changed; every session signed out');
      auth.closeAllOf(current.customerId);
      return c.json({ detail: 'Password has been changed.' });
    },
  });

  router.resource('customer/plan-field-description', {
    get: (c) => c.json(fieldDescriptions.all().map((row) => ({ ...row, visible: row.visible === 1 }))),
  });
}
