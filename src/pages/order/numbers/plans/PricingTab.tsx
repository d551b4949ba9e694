/** Pricing: number prices and the contract always; capacity customers see channel and shared-channel prices, metered ones usage prices. */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { planPricingQuery } from '@/providers/api/ordering';
import { meQuery } from '@/providers/api/queries';
import type { PlanPricing } from '@/providers/types';
import FieldTable from '@/src/components/offer/FieldTable';
import { MaxChannels } from '@/resources/dedicated-channels/list/MaxChannelsCell';
import TabQuery from '@/src/components/offer/TabQuery';
import { useFormat } from '@/src/console/format';

type Section = 'did' | 'channels' | 'shared' | 'usage' | 'contract';

/** A maximum of channels, shown as the channel screens show it (-1 is the infinity sign). */
const CHANNELS = new Set(['max_channels', 'max_shared_channels']);

/** The fields that are prices, shown in the customer's currency. */
const MONEY = new Set([
  'did_nrc',
  'did_mrc',
  'channel_nrc',
  'channel_mrc',
  'shared_channel_nrc',
  'shared_channel_mrc_lt_10',
  'shared_channel_mrc_10_to_100',
  'shared_channel_mrc_gt_100',
  'call_set_up',
  'price_min_fix',
  'price_min_mob',
]);

const FIELDS: Record<Section, (pricing: PlanPricing) => [string, string | number][]> = {
  did: (p) => [
    ['did_nrc', p.non_usage.did_nrc],
    ['did_mrc', p.non_usage.did_mrc],
  ],
  channels: (p) => [
    ['default_channels', p.non_usage.default_channels],
    ['max_channels', p.non_usage.max_channels],
    ['channel_nrc', p.non_usage.channel_nrc],
    ['channel_mrc', p.non_usage.channel_mrc],
  ],
  shared: (p) => [
    ['shared_channel_nrc', p.non_usage.shared_channel_nrc],
    ['shared_channel_mrc_lt_10', p.non_usage.shared_channel_mrc_lt_10],
    ['shared_channel_mrc_10_to_100', p.non_usage.shared_channel_mrc_10_to_100],
    ['shared_channel_mrc_gt_100', p.non_usage.shared_channel_mrc_gt_100],
    ['max_shared_channels', p.non_usage.max_shared_channels],
  ],
  usage: (p) => [
    ['call_set_up', p.usage.call_set_up],
    ['price_min_fix', p.usage.price_min_fix],
    ['price_min_mob', p.usage.price_min_mob],
    ['billing_increment', p.usage.billing_increment],
  ],
  contract: (p) => [
    ['duration', p.contract.duration],
    ['cancellation', p.contract.cancellation],
  ],
};

export function PricingTab({ id, type }: { id: number; type: number }) {
  const translate = useTranslate();
  const query = useQuery(planPricingQuery(id, type));
  const me = useQuery(meQuery);
  const t = (key: string) => translate(`ordering.info.pricing.${key}`);
  const { money } = useFormat();
  const shown = (key: string, value: string | number): ReactNode => {
    if (MONEY.has(key)) return money(value);
    return CHANNELS.has(key) ? <MaxChannels max={Number(value)} /> : value;
  };
  const sections: Section[] =
    me.data?.payment_model === 'capacity' ? ['did', 'channels', 'shared', 'contract'] : ['did', 'usage', 'contract'];
  // The payment model decides the tables: wait for it rather than flash the wrong ones.
  if (me.isPending) return <p role="status">{translate('common.loading')}</p>;
  return (
    <TabQuery query={query}>
      {(pricing) =>
        sections.map((section) => (
          <section key={section}>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
              {t(section)}
            </Typography>
            <FieldTable
              label={t(section)}
              rows={FIELDS[section](pricing).map(([key, value]) => [t(key), shown(key, value)])}
            />
          </section>
        ))
      }
    </TabQuery>
  );
}
