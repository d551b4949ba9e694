/** My numbers on a phone: the DID, where it is, its end user, when it can be cancelled and whether it is. */
import type { CardLayout } from '@/src/console/list/CardLayout';
import { Token } from '@/src/components/Token';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import CancelledBadge from '@/resources/numbers/CancelledBadge';
import EndUserCell from './EndUserCell';
import NumberRowMenu from './NumberRowMenu';
import { SelectNumberCard } from './SelectNumberCell';
import { formatDate } from '@/src/components/dates';
import { Place } from '@/src/components/CountryName';

export const NUMBER_CARDS: CardLayout<NumberRecord> = {
  primary: (number) => <Token>{number.did}</Token>,
  tertiary: (number) => <CancelledBadge show={number.is_being_cancelled} />,
  secondary: [
    { render: (number) => <Place country={number.country.name} after={[number.area.name]} /> },
    { label: 'numbers.list.columns.profile', render: () => <EndUserCell /> },
    {
      label: 'numbers.list.columns.earliestCancel',
      render: (number) => <Token>{formatDate(number.earliest_cancel)}</Token>,
    },
  ],
  select: () => <SelectNumberCard />,
  action: () => <NumberRowMenu />,
  actionsMenu: true,
};
