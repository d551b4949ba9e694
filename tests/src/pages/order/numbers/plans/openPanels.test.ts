import { describe, expect, it } from 'vitest';
import { togglePanel } from '@/src/pages/order/numbers/plans/openPanels';

describe('plan panels', () => {
  it('toggles Info and Select of one plan; another plan resets both', () => {
    const closed = { planId: null, info: false, select: false };
    const info = togglePanel(closed, 1, 'info');
    expect(info).toEqual({ planId: 1, info: true, select: false });
    const both = togglePanel(info, 1, 'select');
    expect(both).toEqual({ planId: 1, info: true, select: true });
    expect(togglePanel(both, 1, 'info')).toEqual({ planId: 1, info: false, select: true });
    expect(togglePanel(both, 2, 'select')).toEqual({ planId: 2, info: false, select: true });
  });
});
