import { describe, expect, it } from 'vitest';
import { balanceForecastDays } from '@/src/pages/dashboard/balanceForecast';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const move = (days: number, value: string) => ({ date_modified: daysAgo(days), value });

describe('balance forecast: days the balance lasts at the last 30 days’ spending', () => {
  it('divides the balance by the daily spending of the last 30 days', () => {
    // 300.00 spent in 30 days = 10.00 a day; 125.00 lasts 12 days (12.5, rounded down).
    const rows = [move(1, '-100.00'), move(10, '-150.00'), move(29, '-50.00')];
    expect(balanceForecastDays({ balance: '125.00', rows, complete: true, now })).toBe(12);
  });

  it('counts only debits: top-ups and credits are not spending', () => {
    const rows = [move(2, '-60.00'), move(3, '500.00'), move(20, '-30.00')];
    // 90.00 in 30 days = 3.00 a day; 30.00 lasts 10 days.
    expect(balanceForecastDays({ balance: '30.00', rows, complete: true, now })).toBe(10);
  });

  it('leaves out movements older than 30 days or in the future', () => {
    const rows = [move(5, '-30.00'), move(31, '-900.00'), move(-1, '-900.00')];
    expect(balanceForecastDays({ balance: '10.00', rows, complete: true, now })).toBe(10);
  });

  it('reads the rate over the days the rows cover when the page does not reach back 30 days', () => {
    // 10 days covered, 50.00 spent: 5.00 a day; 100.00 lasts 20 days (not 60 as over 30 days).
    const rows = [move(1, '-20.00'), move(10, '-30.00')];
    expect(balanceForecastDays({ balance: '100.00', rows, complete: false, now })).toBe(20);
  });

  it('has no forecast when nothing was spent', () => {
    expect(balanceForecastDays({ balance: '100.00', rows: [], complete: true, now })).toBeUndefined();
    expect(balanceForecastDays({ balance: '100.00', rows: [move(3, '50.00')], complete: true, now })).toBeUndefined();
    expect(balanceForecastDays({ balance: '100.00', rows: [move(40, '-50.00')], complete: true, now })).toBeUndefined();
  });

  it('says 0 days when the balance is spent, and reads amounts with a currency sign', () => {
    expect(balanceForecastDays({ balance: '-5.00', rows: [move(1, '-30.00')], complete: true, now })).toBe(0);
    expect(balanceForecastDays({ balance: '60.00€', rows: [move(1, '-30.00€')], complete: true, now })).toBe(60);
  });
});
