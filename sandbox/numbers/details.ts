/**
 * The made-up but fixed commercial terms of a number (prices, reachability, outbound rates), derived from its
 * country, its type of service (3 LT, 2 PSTN replacement) and the customer's payment model.
 */
export const TOS_PSTN = 2;

export interface NumberFacts {
  countryName: string;
  tos: number;
  capacity: boolean;
  outboundLt: boolean;
  outboundPstn: boolean;
  /** The country offers a PSTN replacement plan a number can be upgraded to. */
  pstnPlanExists: boolean;
}

/** Countries whose numbers can never call out (no LT outbound, no upgrade). */
const NO_OUTBOUND = new Set(['United States', 'Switzerland']);

export const OUTBOUND_UNAVAILABLE = 'Outbound calling is not available for numbers of this country.';

export function outboundOf(facts: NumberFacts) {
  const ltPossible = !NO_OUTBOUND.has(facts.countryName);
  const lt = {
    active: facts.outboundLt || facts.outboundPstn,
    can_be_upgraded: ltPossible && !facts.outboundLt && !facts.outboundPstn,
  };
  const pstn = { active: facts.outboundPstn, can_be_upgraded: !facts.outboundPstn && facts.pstnPlanExists };
  return { lt, pstn, error_message: !lt.active && !lt.can_be_upgraded ? OUTBOUND_UNAVAILABLE : null };
}

/** The price of one dedicated channel: PSTN replacement channels cost more a month. */
export const channelPricesOf = (tos: number) => ({ nrc: '5.00', mrc: tos === TOS_PSTN ? '4.00' : '2.50' });

/** Usage and channel prices, as decimal strings (per-minute prices carry 4 decimals). */
export function pricesOf(facts: NumberFacts) {
  return {
    rate_type: facts.capacity ? 'Capacity' : 'Metered',
    default_channels: 2,
    nrc_extra_channel_price: channelPricesOf(facts.tos).nrc,
    mrc_extra_channel_price: channelPricesOf(facts.tos).mrc,
    port_out_fee_price: '25.00',
    shared_channel_nrc: '5.00',
    shared_channel_mrc_lt_10: '3.00',
    shared_channel_mrc_10_to_100: '2.50',
    shared_channel_mrc_gt_100: '2.00',
    max_shared_channels: 100,
    call_setup_price: facts.capacity ? '0.0000' : '0.0100',
    minute_fixed_price: facts.capacity ? '0.0000' : '0.0120',
    minute_mobile_price: facts.capacity ? '0.0000' : '0.0450',
    billing_increment: '60/60',
  };
}

export function reachabilityOf(facts: NumberFacts) {
  const pstn = facts.tos === TOS_PSTN;
  return {
    national_fixed: true,
    national_mobile: true,
    international: !NO_OUTBOUND.has(facts.countryName),
    services: { calling_card: false, voip_services: true, call_back: pstn },
    minutes: { max_call_duration: pstn ? null : 240, max_min_day: pstn ? null : 10_000 },
    allowed_services: pstn ? ['Voice', 'Fax', 'Emergency calls'] : ['Voice', 'Fax'],
    remarks: pstn ? "Emergency calls are routed to the services of the number's area." : '',
  };
}

/** Outbound rates apply once outbound calling is active; PSTN replacement numbers also reach mobiles cheaper. */
export function outboundRatesOf(facts: NumberFacts) {
  if (!facts.outboundLt && !facts.outboundPstn) return [];
  const rate = (destination: string, setUp: string, minute: string) => ({
    destination,
    call_set_up: setUp,
    price_min: minute,
    currency_traffic: 'EUR',
    billing_method: '60/60',
  });
  return [
    rate(`${facts.countryName} fixed`, '0.0000', '0.0150'),
    rate(`${facts.countryName} mobile`, '0.0000', facts.outboundPstn ? '0.0400' : '0.0650'),
    rate('International fixed', '0.0100', '0.0900'),
    rate('International mobile', '0.0100', '0.1800'),
  ];
}
