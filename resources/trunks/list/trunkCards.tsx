/** A trunk on a phone: its name and type, channels and prefix; Edit at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { Trunk } from '@/providers/types';
import { EditTrunkButton } from './EditTrunkButton';

export const TRUNK_CARDS: CardLayout<Trunk> = {
  primary: (trunk) => trunk.name,
  tertiary: (trunk) => trunk.type?.name ?? '',
  secondary: [
    { label: 'capacity.trunks.columns.channels', render: (trunk) => trunk.channels },
    { label: 'capacity.trunks.columns.prefix', render: (trunk) => <Token>{trunk.prefix ?? ''}</Token> },
    { label: 'capacity.trunks.columns.amountDids', render: (trunk) => trunk.amount_dids },
  ],
  action: () => <EditTrunkButton />,
};
