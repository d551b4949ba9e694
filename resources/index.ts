/** The resource registry: every backend collection the console knows. */
import type { ResourceDefinition } from '@/src/console/defineResource';
import contacts from './contacts';
import profiles from './profiles';
import numbers from './numbers';
import trunks from './trunks';
import didGroups from './did-groups';
import dedicatedChannels from './dedicated-channels';
import coverage from './coverage';
import orders from './orders';
import invoices from './invoices';
import balanceHistory from './balance-history';
import cdrs from './cdrs';
import tickets from './tickets';
import dedicatedChannelsAvailable from './dedicated-channels-available';
import activity from './activity';
import porting from './porting';

export const RESOURCES: ResourceDefinition[] = [
  contacts,
  profiles,
  numbers,
  trunks,
  didGroups,
  dedicatedChannels,
  coverage,
  ...orders,
  dedicatedChannelsAvailable,
  invoices,
  balanceHistory,
  cdrs,
  ...tickets,
  activity,
  porting,
];

export function findResource(name: string): ResourceDefinition {
  const found = RESOURCES.find((resource) => resource.name === name);
  if (!found) throw new Error(`Unknown resource "${name}": add it to resources/index.ts`);
  return found;
}
