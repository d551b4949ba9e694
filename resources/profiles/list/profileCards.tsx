/** An end user on a phone: the name, Blocked when blocked, the city and country; Edit at hand; greyed when incomplete. */
import type { CardLayout } from '../../../src/components/CardLayout';
import type { ProfileRow } from '../../../providers/types';
import BlockedCell from './BlockedCell';
import EditProfileButton from './EditProfileButton';

export const PROFILE_CARDS: CardLayout<ProfileRow> = {
  primary: (profile) => profile.name,
  tertiary: () => <BlockedCell />,
  secondary: [{ render: (profile) => [profile.area, profile.country].filter(Boolean).join(', ') }],
  action: () => <EditProfileButton />,
  rowSx: (profile) => (!profile.valid || profile.blocked ? { bgcolor: 'action.hover', color: 'text.secondary' } : {}),
};
