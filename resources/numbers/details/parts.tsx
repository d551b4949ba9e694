/**
 * The hand-written parts of a number's details, named for its definition (`lazyPart(detailsParts, 'Name')`): the
 * tabs that read more than the number (its reachability, routing, rates, DID group, end user, statistics) and two
 * values of the General tab. Each takes the page's record, the number's details (`api.one`).
 */
import type { CellPartProps } from '@/src/console/fields';
import type { RecordPartProps } from '@/src/console/definition';
import type { NumberDetails } from '@/providers/types';
import { MaxChannels } from '@/resources/dedicated-channels/list/MaxChannelsCell';
import ReachabilityTab from './ReachabilityTab';
import RoutingTab from './RoutingTab';
import OutboundRatesTab from './OutboundRatesTab';
import DidGroupTab from './DidGroupTab';
import ProfileTab from './ProfileTab';
import StatisticsTab from './StatisticsTab';

type Tab = RecordPartProps<NumberDetails>;

export const Reachability = ({ record }: Tab) => <ReachabilityTab did={record.did} />;
export const Routing = ({ record }: Tab) => <RoutingTab details={record} />;
export const OutboundRates = ({ record }: Tab) => <OutboundRatesTab details={record} />;
export const DidGroup = ({ record }: Tab) => <DidGroupTab did={record.did} />;
export const Profile = ({ record }: Tab) => <ProfileTab details={record} />;
export const Statistics = ({ record }: Tab) => <StatisticsTab did={record.did} />;

type Maxima = Partial<Pick<NumberDetails, 'max_channels' | 'max_shared_channels'>>;

/** A maximum of channels (either field) as the channel screens show it: -1 is the infinity sign, read out "No limit". */
export const MaxChannelsValue = ({ record, source }: CellPartProps<Maxima>) => (
  <MaxChannels max={Number(record[source as keyof Maxima])} />
);

/** The area with its prefix: "Amsterdam (20)". */
export function AreaWithPrefix({ record: { area } }: CellPartProps<Partial<Pick<NumberDetails, 'area'>>>) {
  return <>{area ? `${area.name} (${area.prefix})` : ''}</>;
}
