/**
 * The hand-written parts of a number's details, named for its definition (`lazyPart(detailsParts, 'Name')`): the
 * tabs that read more than the number (its reachability, routing, rates, DID group, end user, statistics) and two
 * values of the General tab. Each tab takes the page's record, the number's details.
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

/** The show page's record is the answer of the number's details (`api.one`). */
const details = (record: Record<string, unknown>) => record as unknown as NumberDetails;

export const Reachability = ({ record }: RecordPartProps) => <ReachabilityTab did={details(record).did} />;
export const Routing = ({ record }: RecordPartProps) => <RoutingTab details={details(record)} />;
export const OutboundRates = ({ record }: RecordPartProps) => <OutboundRatesTab details={details(record)} />;
export const DidGroup = ({ record }: RecordPartProps) => <DidGroupTab did={details(record).did} />;
export const Profile = ({ record }: RecordPartProps) => <ProfileTab details={details(record)} />;
export const Statistics = ({ record }: RecordPartProps) => <StatisticsTab did={details(record).did} />;

/** A maximum of channels as the channel screens show it: -1 is the infinity sign, read out as "No limit". */
export const MaxChannelsValue = ({ record, source }: CellPartProps) => <MaxChannels max={Number(record[source])} />;

/** The area with its prefix: "Amsterdam (20)". */
export function AreaWithPrefix({ record }: CellPartProps) {
  const { area } = details(record);
  return <>{area ? `${area.name} (${area.prefix})` : ''}</>;
}
