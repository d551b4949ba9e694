/** General: the number's plan, dates and prices. */
import { useTranslate } from 'react-admin';
import type { NumberDetails } from '../../../providers/types';
import FieldTable from '../../../src/components/offer/FieldTable';
import { useMoney } from '../../../src/components/BillingFormat';
import { formatDate } from '../../../src/components/dates';

const FIELDS = [
  'type',
  'type_of_service',
  'start_date',
  'earliest_cancel',
  'rate_type',
  'nrc_price',
  'mrc_price',
  'default_channels',
  'max_channels',
  'nrc_extra_channel_price',
  'mrc_extra_channel_price',
  'port_out_fee_price',
  'shared_channel_nrc',
  'shared_channel_mrc_lt_10',
  'shared_channel_mrc_10_to_100',
  'shared_channel_mrc_gt_100',
  'max_shared_channels',
  'call_setup_price',
  'minute_fixed_price',
  'minute_mobile_price',
  'billing_increment',
] as const;

/** Amounts, shown in the customer's currency; the other fields as they come, days as dd-mm-yyyy. */
const MONEY = new Set<string>([
  'nrc_price',
  'mrc_price',
  'nrc_extra_channel_price',
  'mrc_extra_channel_price',
  'port_out_fee_price',
  'shared_channel_nrc',
  'shared_channel_mrc_lt_10',
  'shared_channel_mrc_10_to_100',
  'shared_channel_mrc_gt_100',
  'call_setup_price',
  'minute_fixed_price',
  'minute_mobile_price',
]);
const DAYS = new Set<string>(['start_date', 'earliest_cancel']);

export default function GeneralTab({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  const money = useMoney();
  const show = (key: (typeof FIELDS)[number]) => {
    const value = details[key];
    if (value === null || value === undefined || value === '') return '';
    if (MONEY.has(key)) return money(value as string | number);
    if (DAYS.has(key)) return formatDate(String(value));
    return String(value);
  };
  const label = (key: string) => translate(`numbers.details.general.${key}`);
  const rows: [string, string][] = [
    [label('country'), details.country.name],
    [label('area'), `${details.area.name} (${details.area.prefix})`],
    ...FIELDS.map((key): [string, string] => [label(key), show(key)]),
    [label('trunk'), details.customer_trunk?.name ?? ''],
  ];
  if (details.cancellation_date)
    rows.push([translate('numbers.details.cancellationDate'), formatDate(details.cancellation_date)]);
  return <FieldTable rows={rows} label={translate('numbers.details.tabs.general')} />;
}
