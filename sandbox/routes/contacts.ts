/** Account contacts (customer/contacts) and their lookups: types, levels, mail subscriptions. */
import { type ActivityObject, record } from '@/sandbox/activity';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import {
  type Body,
  FieldErrors,
  choiceField,
  emailField,
  idListField,
  readJson,
  stringField,
} from '@/sandbox/validation';

interface ContactRow {
  id: number;
  level: number;
  name: string;
  email: string;
  type_id: number;
  type_name: string;
  subscriptions: string;
  mobile_phone: string;
  fixed_phone: string;
}

const SELECT_CONTACT = `SELECT c.id, l.level, c.name, c.email, t.id AS type_id, t.name AS type_name,
  c.mobile_phone, c.fixed_phone,
  (SELECT json_group_array(json_object('id', m.id, 'name', m.name)) FROM (
     SELECT m.id, m.name FROM contact_subscriptions s JOIN mail_subscriptions m ON m.id = s.subscription_id
     WHERE s.contact_id = c.id ORDER BY m.id) m) AS subscriptions
  FROM contacts c JOIN contact_types t ON t.id = c.type_id JOIN contact_levels l ON l.id = c.level_id`;

function listItem(row: ContactRow, label: (text: string) => string) {
  const subscriptions = JSON.parse(row.subscriptions) as { id: number; name: string }[];
  return {
    id: row.id,
    level: row.level,
    name: row.name,
    email: row.email,
    type: { id: row.type_id, name: label(row.type_name) },
    mail_subscription: subscriptions.map((subscription) => ({ ...subscription, name: label(subscription.name) })),
  };
}

type Named = { id: number; name: string };

export function registerContactRoutes(router: Router, { db }: AreaDeps): void {
  const count = db.prepare<[number], number>('SELECT count(*) FROM contacts WHERE customer_id = ?').pluck();
  const page = db.prepare<[number, number, number], ContactRow>(
    `${SELECT_CONTACT} WHERE c.customer_id = ? ORDER BY c.id LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number, number], ContactRow>(`${SELECT_CONTACT} WHERE c.id = ? AND c.customer_id = ?`);
  const emailTaken = db
    .prepare<[number, string, number], number>(
      'SELECT 1 FROM contacts WHERE customer_id = ? AND email = ? COLLATE NOCASE AND id <> ?',
    )
    .pluck();
  const levelExists = db.prepare<[number], number>('SELECT 1 FROM contact_levels WHERE id = ?').pluck();
  const typeExists = db.prepare<[number], number>('SELECT 1 FROM contact_types WHERE id = ?').pluck();
  const subscriptionExists = db.prepare<[number], number>('SELECT 1 FROM mail_subscriptions WHERE id = ?').pluck();
  const insert =
    db.prepare(`INSERT INTO contacts (customer_id, level_id, type_id, name, email, mobile_phone, fixed_phone)
    VALUES (@customer, @level, @type, @name, @email, @mobile_phone, @fixed_phone)`);
  const update = db.prepare(`UPDATE contacts SET level_id = @level, type_id = @type, name = @name, email = @email,
    mobile_phone = @mobile_phone, fixed_phone = @fixed_phone WHERE id = @id AND customer_id = @customer`);
  const remove = db.prepare('DELETE FROM contacts WHERE id = ? AND customer_id = ?');
  const unsubscribeAll = db.prepare('DELETE FROM contact_subscriptions WHERE contact_id = ?');
  const subscribe = db.prepare('INSERT INTO contact_subscriptions (contact_id, subscription_id) VALUES (?, ?)');
  const types = db.prepare<[], Named>('SELECT id, name FROM contact_types ORDER BY id');
  const levels = db.prepare<[], { id: number; level: number; description: string }>(
    'SELECT id, level, description FROM contact_levels ORDER BY level',
  );
  const subscriptions = db.prepare<[], Named>('SELECT id, name FROM mail_subscriptions ORDER BY id');
  /** A lookup's names in the request's language. */
  const named = (c: SandboxContext, rows: Named[]) => {
    const label = labelsOf(c);
    return rows.map((row) => ({ ...row, name: label(row.name) }));
  };

  /** The validated row of a POST or PUT body; `id` is the contact being updated (0 for a new one). */
  function validate(body: Body, customer: number, id: number) {
    const errors = new FieldErrors();
    const level = choiceField(body, 'level', errors, (v) => levelExists.get(v) === 1, 'Select a valid level.');
    const type = choiceField(body, 'reg_type', errors, (v) => typeExists.get(v) === 1, 'Select a valid contact type.');
    const name = stringField(body, 'name', errors);
    const email = emailField(body, 'email', errors);
    if (email && !errors.has('email') && emailTaken.get(customer, email, id) === 1) {
      errors.add('email', 'A contact with this email already exists.');
    }
    const mobile_phone = stringField(body, 'mobile_phone', errors, { maxLength: 32 });
    const fixed_phone = stringField(body, 'fixed_phone', errors, { maxLength: 32 });
    const mailSubscription = idListField(body, 'mail_subscription', errors, (v) => subscriptionExists.get(v) === 1);
    errors.check();
    return { row: { customer, level, type, name, email, mobile_phone, fixed_phone }, mailSubscription };
  }

  const save = db.transaction((id: number, ids: number[]) => {
    unsubscribeAll.run(id);
    for (const subscription of ids) subscribe.run(id, subscription);
  });

  const contactObject = (id: number, row: { name: string; email: string }): ActivityObject => ({
    type: 'contact',
    id,
    name: row.name || row.email,
  });

  const owned = (c: SandboxContext): number => {
    const id = Number(c.req.param('id'));
    if (!one.get(id, customerId(c))) throw notFound();
    return id;
  };

  router.resource('customer/contacts', {
    get: (c) => {
      const customer = customerId(c);
      const answer = paginate(
        c,
        () => count.get(customer) ?? 0,
        (limit, offset) => page.all(customer, limit, offset),
      );
      const label = labelsOf(c);
      return c.json({ results: answer.results.map((row) => listItem(row, label)), count: answer.count });
    },
    post: async (c) => {
      const { row, mailSubscription } = validate(await readJson(c), customerId(c), 0);
      const id = db.transaction(() => {
        const created = Number(insert.run(row).lastInsertRowid);
        save(created, mailSubscription);
        return created;
      })();
      record(c, 'contact_create', contactObject(id, row), `Contact "${row.name}" created`);
      return c.json({ message: 'Contact created.', id }, 201);
    },
  });

  router.resource('customer/contacts/types', { get: (c) => c.json(named(c, types.all())) });
  router.resource('customer/contacts/levels', {
    get: (c) => {
      const label = labelsOf(c);
      return c.json(levels.all().map((row) => ({ ...row, description: label(row.description) })));
    },
  });
  router.resource('mail-subscriptions', { get: (c) => c.json(named(c, subscriptions.all())) });

  router.resource('customer/contacts/:id{[0-9]+}', {
    get: (c) => {
      const row = one.get(Number(c.req.param('id')), customerId(c));
      if (!row) throw notFound();
      return c.json({ ...listItem(row, labelsOf(c)), mobile_phone: row.mobile_phone, fixed_phone: row.fixed_phone });
    },
    put: async (c) => {
      const id = owned(c);
      const { row, mailSubscription } = validate(await readJson(c), customerId(c), id);
      db.transaction(() => {
        update.run({ ...row, id });
        save(id, mailSubscription);
      })();
      record(c, 'contact_update', contactObject(id, row), `Contact "${row.name}" updated`);
      return c.json({ message: 'Contact updated.' });
    },
    delete: (c) => {
      const id = owned(c);
      const gone = one.get(id, customerId(c));
      remove.run(id, customerId(c));
      if (gone) record(c, 'contact_delete', contactObject(id, gone), `Contact "${gone.name}" deleted`);
      return c.body(null, 204);
    },
  });
}
