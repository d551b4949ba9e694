/**
 * POST customer/cart/check-out: the whole cart becomes ONE order with status 2 (Incomplete). DID lines become the
 * customer's numbers, backorder lines backorder order lines, PSTN-upgrade lines move the numbers to the PSTN plan,
 * dedicated-channel lines add to dids.n_channels, shared-channel lines to did_groups.channel_amount; the cart empties.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/sandbox/db';
import { badRequest } from '@/sandbox/errors';
import type { CheckoutResult } from '@/providers/types';
import type { CartLineRow } from './cartLines';
import { addMonths, today } from './dates';

export const CHECKOUT_MESSAGES = {
  terms: 'Please accept Terms and Conditions to process order.',
  restrictions: 'You must accept service restrictions to proceed.',
  unsaved: 'Configure every number (end user, trunk and DID service type) before checking out.',
  empty: 'Your cart is empty.',
};

/** Kinds that need an end user, a trunk and a use case before checkout. */
export const CONFIGURED_KINDS = new Set(['did', 'backorder', 'pstn_upgrade']);

interface PlanFacts {
  country_id: number;
  contract_months: number;
  outbound_lt: string;
  outbound_pstn: string;
}

export function checkoutCommand(db: Db) {
  const lines = db.prepare<[number], CartLineRow>('SELECT * FROM cart_lines WHERE customer_id = ? ORDER BY id');
  const restrictions = db
    .prepare<[number], number>(
      `SELECT count(*) FROM cart_lines l JOIN plan_offers o ON o.plan_id = l.plan_id WHERE l.customer_id = ? AND o.restrictions IS NOT NULL`,
    )
    .pluck();
  const plan = db.prepare<[number], PlanFacts>(
    'SELECT p.country_id, o.contract_months, o.outbound_lt, o.outbound_pstn FROM plans p JOIN plan_offers o ON o.plan_id = p.id WHERE p.id = ?',
  );
  const defaultGroup = db
    .prepare<[number, number], number>(
      'SELECT id FROM did_groups WHERE customer_id = ? AND plan_id = ? AND is_default = 1',
    )
    .pluck();
  const createGroup =
    db.prepare(`INSERT INTO did_groups (customer_id, name, country_id, plan_id, is_default, channel_amount)
    SELECT ?, 'Default - ' || c.name || ' - ' || p.name, p.country_id, p.id, 1, 0 FROM plans p JOIN countries c ON c.id = p.country_id
    WHERE p.id = ?`);
  const isCapacity = db
    .prepare<[number], number>("SELECT payment_model = 'capacity' FROM customers WHERE id = ?")
    .pluck();
  const insertDid =
    db.prepare(`INSERT INTO dids (customer_id, did, country_id, area_id, plan_id, profile_id, customer_trunk_id, did_group_id,
    start_date, earliest_cancel, mrc_cents, nrc_cents, outbound_lt, outbound_pstn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const deleteStock = db.prepare('DELETE FROM stock_dids WHERE id = ?');
  const upgrade =
    db.prepare(`UPDATE dids SET plan_id = ?, mrc_cents = ?, nrc_cents = ?, profile_id = coalesce(?, profile_id),
    customer_trunk_id = coalesce(?, customer_trunk_id), outbound_lt = 1, outbound_pstn = 1,
    earliest_cancel = max(earliest_cancel, ?) WHERE id = ? AND customer_id = ?`);
  const moveToGroup = db.prepare('UPDATE dids SET did_group_id = ? WHERE id = ? AND did_group_id IS NOT NULL');
  const addChannels = db.prepare('UPDATE dids SET n_channels = n_channels + ? WHERE id = ? AND customer_id = ?');
  const addShared = db.prepare(
    'UPDATE did_groups SET channel_amount = channel_amount + ? WHERE id = ? AND customer_id = ?',
  );
  const groupName = db.prepare<[number], string>('SELECT name FROM did_groups WHERE id = ?').pluck();
  const areaOf = db.prepare<[number], number>('SELECT area_id FROM dids WHERE id = ?').pluck();
  const insertOrder =
    db.prepare(`INSERT INTO orders (uuid, customer_id, reference_number, status_id, date_commit, country_id, area_id,
    pending_docs) VALUES (?, ?, ?, 2, ?, ?, ?, ?)`);
  const setReference = db.prepare('UPDATE orders SET reference_number = ? WHERE id = ?');
  const insertLine =
    db.prepare(`INSERT INTO order_lines (order_id, kind, did, name, country_id, area_id, plan_id, amount, nrc_cents,
    mrc_cents, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const missingDocuments = db
    .prepare<[number, number], number>(
      `SELECT pd.document_type_id FROM plan_documents pd WHERE pd.plan_id = ? AND NOT EXISTS (SELECT 1 FROM profile_documents d
     WHERE d.profile_id = ? AND d.document_type_id = pd.document_type_id AND d.status = 'Validated') ORDER BY pd.document_type_id`,
    )
    .pluck();
  const location = db
    .prepare<[number], string>(
      "SELECT a.name || ', ' || c.name FROM areas a JOIN countries c ON c.id = a.country_id WHERE a.id = ?",
    )
    .pluck();
  const insertProfile =
    db.prepare(`INSERT INTO order_profiles (order_id, profile_id, status_id, location, country_id, plan_id, plan_type)
    SELECT ?, ?, 2, ?, p.country_id, p.id, p.plan_type FROM plans p WHERE p.id = ?`);
  const insertDocument = db.prepare(
    'INSERT OR IGNORE INTO order_profile_documents (order_profile_id, document_type_id) VALUES (?, ?)',
  );
  const setPending = db.prepare(`UPDATE orders SET pending_docs = (SELECT count(*) FROM order_profile_documents d
    JOIN order_profiles p ON p.id = d.order_profile_id WHERE p.order_id = ?) WHERE id = ?`);
  const emptyCart = db.prepare('DELETE FROM cart_lines WHERE customer_id = ?');

  return (customer: number, body: Record<string, unknown>): CheckoutResult => {
    if (body.termsAndConditions !== true) throw badRequest({ termsAndConditions: [CHECKOUT_MESSAGES.terms] });
    const cart = lines.all(customer);
    if (cart.length === 0) throw badRequest({ non_field_errors: [CHECKOUT_MESSAGES.empty] });
    if ((restrictions.get(customer) ?? 0) > 0 && body.serviceRestrictions !== true) {
      throw badRequest({ serviceRestrictions: [CHECKOUT_MESSAGES.restrictions] });
    }
    if (cart.some((line) => CONFIGURED_KINDS.has(line.kind) && line.saved !== 1)) {
      throw badRequest({ non_field_errors: [CHECKOUT_MESSAGES.unsaved] });
    }
    return db.transaction((): CheckoutResult => {
      const day = today();
      const now = new Date().toISOString();
      const facts = (id: number) => {
        const row = plan.get(id);
        if (!row) throw new Error(`plan ${id} has no offer`);
        return row;
      };
      const countries = new Set(cart.map((line) => facts(line.plan_id).country_id));
      const areas = new Set(cart.map((line) => line.area_id));
      const [country] = countries;
      const [area] = areas;
      const uuid = randomUUID();
      const orderId = Number(
        insertOrder.run(
          uuid,
          customer,
          uuid,
          now,
          countries.size === 1 ? country : null,
          areas.size === 1 ? area : null,
          0,
        ).lastInsertRowid,
      );
      // 5xxxxx: apart from the seeded references (customer id then a 5-digit sequence).
      const reference = `ORD-${day.slice(0, 4)}-${500_000 + orderId}`;
      setReference.run(reference, orderId);
      const capacity = isCapacity.get(customer) === 1;
      // A capacity customer's numbers sit in a group of their plan: the plan's default group, created with its first number.
      const defaultGroupOf = (planId: number): number | null =>
        capacity
          ? (defaultGroup.get(customer, planId) ?? Number(createGroup.run(customer, planId).lastInsertRowid))
          : null;
      const profiles = new Map<number, number>();
      for (const line of cart) {
        const offer = facts(line.plan_id);
        let name: string | null = null;
        let areaId = line.area_id;
        if (line.kind === 'did' && line.did && line.stock_did_id !== null) {
          insertDid.run(
            customer,
            line.did,
            offer.country_id,
            line.area_id,
            line.plan_id,
            line.profile_id,
            line.trunk_id,
            defaultGroupOf(line.plan_id),
            day,
            addMonths(day, offer.contract_months),
            line.mrc_cents,
            line.nrc_cents,
            offer.outbound_lt === 'active' ? 1 : 0,
            offer.outbound_pstn === 'active' ? 1 : 0,
          );
        } else if (line.kind === 'pstn_upgrade' && line.did_id !== null) {
          upgrade.run(
            line.plan_id,
            line.mrc_cents,
            line.nrc_cents,
            line.profile_id,
            line.trunk_id,
            addMonths(day, offer.contract_months),
            line.did_id,
            customer,
          );
          // Groups hold one plan's numbers: the upgraded number leaves its LT group for the PSTN plan's default group.
          const group = defaultGroupOf(line.plan_id);
          if (group !== null) moveToGroup.run(group, line.did_id);
          areaId = areaId ?? areaOf.get(line.did_id) ?? null;
        } else if (line.kind === 'dedicated_channel' && line.did_id !== null) {
          addChannels.run(line.amount, line.did_id, customer);
          name = line.did;
        } else if (line.kind === 'shared_channel' && line.did_group_id !== null) {
          addShared.run(line.amount, line.did_group_id, customer);
          name = groupName.get(line.did_group_id) ?? line.description;
        }
        insertLine.run(
          orderId,
          line.kind,
          line.did,
          name,
          offer.country_id,
          areaId,
          line.plan_id,
          line.amount,
          line.nrc_cents,
          line.mrc_cents,
          line.profile_id,
        );
        if (line.profile_id !== null && !profiles.has(line.profile_id)) {
          const id = Number(
            insertProfile.run(orderId, line.profile_id, areaId ? location.get(areaId) : '', line.plan_id)
              .lastInsertRowid,
          );
          profiles.set(line.profile_id, id);
          for (const document of missingDocuments.all(line.plan_id, line.profile_id)) insertDocument.run(id, document);
        }
      }
      emptyCart.run(customer);
      for (const line of cart)
        if (line.kind === 'did' && line.stock_did_id !== null) deleteStock.run(line.stock_did_id);
      setPending.run(orderId, orderId);
      return { uuid, reference_number: reference };
    })();
  };
}
