/** A DID group on a phone: its name, country and plan, shared channels; Edit at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import type { DidGroup } from '@/providers/types';
import { EditDidGroupButton } from './EditDidGroupButton';
import { Place } from '@/src/components/CountryName';

export const DID_GROUP_CARDS: CardLayout<DidGroup> = {
  primary: (group) => group.name,
  secondary: [
    { render: (group) => <Place country={group.country?.name} after={[group.plan?.name]} /> },
    { label: 'capacity.didGroups.columns.sharedChannels', render: (group) => group.channel_amount },
  ],
  action: () => <EditDidGroupButton />,
};
