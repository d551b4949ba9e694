/**
 * End users (spec part 2 sections 1, 2, 5 and 8): the list, generated from the fields (greyed when incomplete or
 * blocked); the new profile, the editor and the documents page, hand-written.
 */
import { lazyRoute } from '@/src/components/lazyRoute';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { country, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { PROFILE_NAME } from './create/nameField';
import type { ProfileRow } from '@/providers/entities/profiles';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

const ProfileCreate = lazyRoute(() => import('./ProfileCreate'));

export default defineResource<ProfileRow>()({
  name: 'profiles',
  api: { list: ENDPOINTS.profiles.list, one: ENDPOINTS.profiles.one, updateMethod: 'PATCH' },
  fields: {
    blocked: text({ card: 'badge', render: lazyPart(listParts, 'BlockedCell') }),
    name: PROFILE_NAME,
    area: text(),
    country: country({ filter: { url: 'country', numeric: true, label: 'profiles.list.filters.country' } }),
    place: text({ column: false, card: 'plain', render: lazyPart(listParts, 'PlaceLine') }),
  },
  list: {
    path: PATHS.profiles.list,
    title: 'profiles.list.title',
    intro: lazyPart(listParts, 'ProfileListInfo'),
    actions: lazyPart(listParts, 'ProfileListActions'),
    rowActions: lazyPart(listParts, 'EditProfileButton'),
    dimmed: (profile) => !profile.valid || profile.blocked,
  },
  routes: [
    { path: PATHS.profiles.create, component: ProfileCreate },
    { path: PATHS.profiles.createAlias, component: ProfileCreate },
    { path: PATHS.profiles.edit, component: lazyRoute(() => import('./ProfileEdit')) },
    { path: PATHS.profiles.documents, component: lazyRoute(() => import('./ProfileDocuments')) },
  ],
  icon: BadgeIcon,
  recordRepresentation: 'name',
});
