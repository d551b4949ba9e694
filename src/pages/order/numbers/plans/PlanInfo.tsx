/** A plan's details: the outbound notice, then tabs Pricing, Requirements, Reachability/Services and (when it has them) Outbound rates. */
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PlanListItem } from '@/providers/types';
import OutboundNotice from '@/src/components/offer/OutboundNotice';
import { PricingTab } from './PricingTab';
import { RequirementsTab } from './RequirementsTab';
import { PlanReachabilityTab } from './PlanReachabilityTab';
import { PlanOutboundTab } from './PlanOutboundTab';

type TabKey = 'pricing' | 'requirements' | 'reachability' | 'outbound';

export function PlanInfo({ id, plan }: { id: string; plan: PlanListItem }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabKey>('pricing');
  const tabs: TabKey[] = plan.has_outbound_rates
    ? ['pricing', 'requirements', 'reachability', 'outbound']
    : ['pricing', 'requirements', 'reachability'];
  const ref = { id: plan.id, type: plan.plan_type };
  return (
    <Box
      id={id}
      role="region"
      aria-label={translate('ordering.info.label', { name: plan.name })}
      sx={{ px: 2, pb: 2, minWidth: 0 }}
    >
      <OutboundNotice outbound={plan.outbound} messages="ordering.info" />
      <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`ordering.info.tabs.${key}`)}
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ pt: 2, overflowX: 'auto' }}
      >
        {tab === 'pricing' ? <PricingTab {...ref} /> : null}
        {tab === 'requirements' ? <RequirementsTab {...ref} /> : null}
        {tab === 'reachability' ? <PlanReachabilityTab {...ref} /> : null}
        {tab === 'outbound' ? <PlanOutboundTab {...ref} /> : null}
      </Box>
    </Box>
  );
}
