/** "Documents belonging to": the end user whose documents are listed (kept in the URL as ?profile={id}). */
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profilesForSelectQuery } from '@/providers/api/profiles';

interface Props {
  value: string;
  onChange: (profile: string) => void;
}

export default function DocumentsOwnerSelect({ value, onChange }: Props) {
  const translate = useTranslate();
  const { data: profiles, isPending } = useQuery(profilesForSelectQuery);
  // Until the list has loaded, an id from the URL is not yet among the options.
  const known = profiles?.some((profile) => String(profile.value) === value) ?? false;
  return (
    <TextField
      select
      label={translate('profiles.documents.belongsTo')}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={isPending}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      {(profiles ?? []).map((profile) => (
        <MenuItem key={profile.value} value={String(profile.value)}>
          {profile.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
