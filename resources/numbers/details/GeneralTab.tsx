/** General: the number's plan, dates and prices. */
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { NumberDetails } from '@/providers/types';
import { MaxChannels } from '@/resources/dedicated-channels/list/MaxChannelsCell';
import FieldTable from '@/src/components/offer/FieldTable';
import { useFormat } from '@/src/console/format';
import { formatDate } from '@/src/components/dates';
import { useCountryName } from '@/src/components/countryName';

type Kind = 'text' | 'money' | 'day' | 'channels';

/**
 * The fields in their order and how each is shown: amounts in the customer's currency, days as dd-mm-yyyy, a maximum of
 * channels as the other channel screens show it (-1 is the infinity sign).
 */
const FIELDS = {
  type: 'text',
  type_of_service: 'text',
  start_date: 'day',
  earliest_cancel: 'day',
  rate_type: 'text',
  nrc_price: 'money',
  mrc_price: 'money',
  default_channels: 'text',
  max_channels: 'channels',
  nrc_extra_channel_price: 'money',
  mrc_extra_channel_price: 'money',
  port_out_fee_price: 'money',
  shared_channel_nrc: 'money',
  shared_channel_mrc_lt_10: 'money',
  shared_channel_mrc_10_to_100: 'money',
  shared_channel_mrc_gt_100: 'money',
  max_shared_channels: 'channels',
  call_setup_price: 'money',
  minute_fixed_price: 'money',
  minute_mobile_price: 'money',
  billing_increment: 'text',
} as const satisfies Partial<Record<keyof NumberDetails, Kind>>;

export default function GeneralTab({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  const { money } = useFormat();
  const countryName = useCountryName();
  const show = (key: keyof typeof FIELDS) => {
    const value = details[key];
    if (value === null || value === undefined || value === '') return '';
    if (FIELDS[key] === 'money') return money(value as string | number);
    if (FIELDS[key] === 'day') return formatDate(String(value));
    if (FIELDS[key] === 'channels') return <MaxChannels max={Number(value)} />;
    return String(value);
  };
  const label = (key: string) => translate(`numbers.details.general.${key}`);
  const rows: [string, ReactNode][] = [
    [label('country'), countryName(details.country.name)],
    [label('area'), `${details.area.name} (${details.area.prefix})`],
    ...(Object.keys(FIELDS) as (keyof typeof FIELDS)[]).map((key): [string, ReactNode] => [label(key), show(key)]),
    [label('trunk'), details.customer_trunk?.name ?? ''],
  ];
  if (details.cancellation_date)
    rows.push([translate('numbers.details.cancellationDate'), formatDate(details.cancellation_date)]);
  return <FieldTable rows={rows} label={translate('numbers.details.tabs.general')} />;
}
