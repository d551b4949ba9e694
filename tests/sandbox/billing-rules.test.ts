/** Billing rules of the sandbox (issue 12): the months billed, PayPal's fee, the amounts accepted, the references. */
import { describe, expect, it } from 'vitest';
import { billedMonths, invoiceReference } from '@/sandbox/billing/months';
import { feeCents, offeredCents, newOrderId } from '@/sandbox/billing/topUp';

describe('billed months', () => {
  it('are the 18 months before the seed day, each issued on the next 1st and due 14 days later', () => {
    const months = billedMonths('2025-09-01T09:00:00.000Z');
    expect(months).toHaveLength(18);
    expect(months[0]).toEqual({ start: '2024-03-01', end: '2024-03-31', issued: '2024-04-01', due: '2024-04-15' });
    expect(months[11]).toEqual({ start: '2025-02-01', end: '2025-02-28', issued: '2025-03-01', due: '2025-03-15' });
    expect(months[17]).toEqual({ start: '2025-08-01', end: '2025-08-31', issued: '2025-09-01', due: '2025-09-15' });
  });
});

describe('top-up amounts and fee', () => {
  it('charges 3.49 % plus 0.49, rounded to the cent', () => {
    expect(feeCents(2500)).toBe(136);
    expect(feeCents(10000)).toBe(398);
    expect(feeCents(50000)).toBe(1794);
  });

  it.each([
    ['50', 5000],
    ['50.00', 5000],
    [50, 5000],
    [' 25.0 ', 2500],
    ['500.00', 50000],
    ['33', undefined],
    ['50.001', undefined],
    ['-50', undefined],
    ['5e1', undefined],
    [null, undefined],
    [{}, undefined],
  ])('reads %j as %s', (amount, expected) => {
    expect(offeredCents(amount)).toBe(expected);
  });

  it("makes order ids shaped like PayPal's", () => {
    expect(newOrderId()).toMatch(/^[A-Z0-9]{17}$/);
    expect(newOrderId()).not.toBe(newOrderId());
  });
});

describe('invoice references', () => {
  it('name the month and the customer', () => {
    expect(invoiceReference(1, '2025-08-01')).toBe('INV-202508-0001');
    expect(invoiceReference(12, '2024-12-01')).toBe('INV-202412-0012');
  });
});
