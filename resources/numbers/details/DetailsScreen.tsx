/** The details page: title with the Cancelled badge, the tabs, Exit to My numbers. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { NumberDetails } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import CancelledBadge from '@/resources/numbers/CancelledBadge';
import { DETAIL_TABS, useDetailsTab, type DetailTab } from './useDetailsTab';
import GeneralTab from './GeneralTab';
import ReachabilityTab from './ReachabilityTab';
import RoutingTab from './RoutingTab';
import OutboundRatesTab from './OutboundRatesTab';
import DidGroupTab from './DidGroupTab';
import ProfileTab from './ProfileTab';
import StatisticsTab from './StatisticsTab';
import { PATHS } from '@/src/paths';

export default function DetailsScreen({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  const tabs = DETAIL_TABS.filter((tab) => tab !== 'didGroup' || details.is_capacity);
  const [tab, setTab] = useDetailsTab(tabs);
  const panels: Record<DetailTab, ReactNode> = {
    general: <GeneralTab details={details} />,
    reachability: <ReachabilityTab did={details.did} />,
    routing: <RoutingTab details={details} />,
    outbound: <OutboundRatesTab details={details} />,
    didGroup: <DidGroupTab did={details.did} />,
    profile: <ProfileTab details={details} />,
    statistics: <StatisticsTab did={details.did} />,
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle title={translate('numbers.details.title', { did: details.did })} />
        <CancelledBadge show={details.is_being_cancelled} />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={PATHS.numbers.list} variant="outlined">
          {translate('common.actions.exit')}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: DetailTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('numbers.details.tabsLabel')}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`number-tab-${key}`}
            aria-controls={`number-panel-${key}`}
            label={translate(`numbers.details.tabs.${key}`)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`number-panel-${tab}`}
        aria-labelledby={`number-tab-${tab}`}
        sx={{ py: 2, overflowX: 'auto' }}
      >
        {panels[tab]}
      </Box>
    </Box>
  );
}
