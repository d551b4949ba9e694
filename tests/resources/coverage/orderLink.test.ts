import { describe, expect, it } from 'vitest';
import { coverageOrderLink } from '@/resources/coverage/orderLink';

describe('coverage Order link', () => {
  it('carries the filters in the URL and the plan in state fromCoverage', () => {
    const link = coverageOrderLink({
      id: 9,
      country: { id: 4, name: 'Netherlands' },
      type_of_service: 3,
      plan_type: 5,
    });
    expect(link.to).toBe('/order/numbers?country=4&typeOfService=3&didType=5');
    expect(link.state).toEqual({ fromCoverage: { country: 4, typeOfService: 3, didType: 5, planId: 9 } });
  });
});
