/**
 * End users (spec part 2 sections 1, 2, 5 and 8): the list, generated from the fields (greyed when incomplete or
 * blocked); the new profile, the editor and the documents page, hand-written.
 */
import { lazyRoute } from '@/src/components/lazyRoute';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { country, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { PROFILE_NAME } from './create/nameField';

const ProfileCreate = lazyRoute(() => import('./ProfileCreate'));

export default defineResource({
  name: 'profiles',
  api: { list: ENDPOINTS.profiles.list, one: ENDPOINTS.profiles.one, updateMethod: 'PATCH' },
  fields: {
    blocked: text({ card: 'badge', render: lazyPart(() => import('./list/BlockedCell')) }),
    name: PROFILE_NAME,
    area: text(),
    country: country({ filter: { url: 'country', numeric: true, label: 'profiles.list.filters.country' } }),
    place: text({ column: false, card: 'plain', render: lazyPart(() => import('./list/PlaceLine')) }),
  },
  list: {
    path: PATHS.profiles.list,
    title: 'profiles.list.title',
    intro: lazyPart(() => import('./list/ProfileListInfo')),
    actions: lazyPart(() => import('./list/ProfileListActions')),
    rowActions: lazyPart(() => import('./list/EditProfileButton')),
    dimmed: (profile) => !profile.valid || Boolean(profile.blocked),
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
