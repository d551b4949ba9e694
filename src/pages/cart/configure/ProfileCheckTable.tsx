/** "Available end users and required data + Documents": the customer's end users against what the plan needs. */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { checkProfilesQuery } from '@/providers/api/ordering';
import { LoadError } from '@/src/components/ServerErrors';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { MANY_COLUMNS_SX } from '@/src/console/list/PortalTableBody';
import ProfileCheckCell from './ProfileCheckCell';
import { CardList } from '@/src/console/list/ListCards';
import { usePhone } from '@/src/components/usePhone';
import { UpdateProfileLink, profileCheckCards } from './profileCheckCards';
import { useDebouncedParam } from '@/src/components/useDebouncedParam';

const NAME_PARAM = 'endUser';
/** A blocked end user, greyed as on the End users list: its values too (green on grey is too faint to read). */
const BLOCKED_ROW = { bgcolor: 'action.hover', '& td, & th, & td .MuiTypography-root': { color: 'text.secondary' } };

export default function ProfileCheckTable({ plan, type }: { plan: number; type: number }) {
  const translate = useTranslate();
  const phone = usePhone();
  const query = useQuery(checkProfilesQuery(plan, type));
  // The name filter stands in the URL (`?endUser=`), written 500 ms after the last keystroke (spec part 1 section 5).
  const [params] = useSearchParams();
  const name = (params.get(NAME_PARAM) ?? '').trim().toLowerCase();
  const [typed, setTyped] = useDebouncedParam(NAME_PARAM);

  const title = translate('cart.profiles.title');
  if (query.isPending) return <CircularProgress aria-label={translate('common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { columns, profiles } = query.data;
  const shown = profiles.filter((profile) => profile.name.toLowerCase().includes(name));

  return (
    <Box component="section" aria-labelledby="profile-check-title">
      <Typography id="profile-check-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TextField
        size="small"
        label={translate('cart.profiles.filter')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ mb: 1, maxWidth: 320 }}
        fullWidth
      />
      {phone ? (
        shown.length > 0 ? (
          <CardList layout={profileCheckCards(columns)} records={shown} />
        ) : (
          <Typography variant="body2" sx={{ py: 1 }}>
            {translate('cart.profiles.none')}
          </Typography>
        )
      ) : (
        <TableContainer
          sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
          tabIndex={0}
          aria-label={title}
        >
          <Table size="small" sx={MANY_COLUMNS_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('cart.profiles.name')}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.label}</TableCell>
                ))}
                <TableCell>{translate('cart.profiles.blocked')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('cart.profiles.update')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((profile) => (
                <TableRow key={profile.id} sx={profile.blocked ? BLOCKED_ROW : undefined}>
                  <TableCell component="th" scope="row">
                    {profile.name}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <ProfileCheckCell column={column.key} row={profile} required={column.required} />
                    </TableCell>
                  ))}
                  <TableCell>{translate(profile.blocked ? 'cart.profiles.yes' : 'cart.profiles.no')}</TableCell>
                  <TableCell>
                    <UpdateProfileLink profile={profile} />
                  </TableCell>
                </TableRow>
              ))}
              {shown.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 3}>{translate('cart.profiles.none')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
