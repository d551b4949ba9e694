/**
 * The end users against what the plan needs, on a phone: a card per end user with a line per required field or
 * document (their names come from the server), whether it is blocked, and Update.
 */
import { Box, Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { CardField, CardLayout } from '@/src/console/list/CardLayout';
import type { ProfileCheckColumn, ProfileCheckRow } from '@/providers/types';
import ProfileCheckCell from './ProfileCheckCell';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

/** Update: the end user's edit screen. */
export function UpdateProfileLink({ profile }: { profile: ProfileCheckRow }) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={pathWithId(PATHS.profiles.edit, profile.id)}
      aria-label={translate('cart.profiles.updateLabel', { name: profile.name })}
    >
      {translate('cart.profiles.update')}
    </Link>
  );
}

export function profileCheckCards(columns: ProfileCheckColumn[]): CardLayout<ProfileCheckRow> {
  return {
    primary: (profile) => profile.name,
    // A blocked end user, greyed as on the End users list.
    rowSx: (profile) =>
      profile.blocked
        ? { bgcolor: 'action.hover', color: 'text.secondary', '& .MuiTypography-root': { color: 'text.secondary' } }
        : {},
    secondary: [
      ...columns.map((column): CardField<ProfileCheckRow> => ({
        render: (profile, translate) => (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {translate('common.list.field', { label: column.label })}
            </Box>
            <ProfileCheckCell column={column.key} row={profile} required={column.required} />
          </>
        ),
      })),
      {
        label: 'cart.profiles.blocked',
        render: (profile, translate) => translate(profile.blocked ? 'cart.profiles.yes' : 'cart.profiles.no'),
      },
    ],
    action: (profile) => <UpdateProfileLink profile={profile} />,
  };
}
