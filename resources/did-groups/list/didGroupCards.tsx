/** A DID group on a phone: its name, country and plan, shared channels; Edit at hand. */
import type { CardLayout } from '../../../src/components/CardLayout';
import type { DidGroup } from '../../../providers/types';
import { EditDidGroupButton } from './EditDidGroupButton';

export const DID_GROUP_CARDS: CardLayout<DidGroup> = {
  primary: (group) => group.name,
  secondary: [
    { render: (group) => [group.country?.name, group.plan?.name].filter(Boolean).join(', ') },
    { label: 'capacity.didGroups.columns.sharedChannels', render: (group) => group.channel_amount },
  ],
  action: () => <EditDidGroupButton />,
};
