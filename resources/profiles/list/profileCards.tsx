/** An end user on a phone: the name, Blocked when blocked, the city and country; Edit at hand; greyed when incomplete. */
import type { CardLayout } from '@/src/components/CardLayout';
import type { ProfileRow } from '@/providers/types';
import BlockedCell from './BlockedCell';
import EditProfileButton from './EditProfileButton';
import { Place } from '@/src/components/CountryName';

export const PROFILE_CARDS: CardLayout<ProfileRow> = {
  primary: (profile) => profile.name,
  tertiary: () => <BlockedCell />,
  secondary: [{ render: (profile) => <Place before={[profile.area]} country={profile.country} /> }],
  action: () => <EditProfileButton />,
  rowSx: (profile) => (!profile.valid || profile.blocked ? { bgcolor: 'action.hover', color: 'text.secondary' } : {}),
};
