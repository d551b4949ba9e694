/** /profiles/existing (spec part 2 section 2): the end users, greyed when incomplete or blocked. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import type { ProfileRow } from '@/providers/types';
import ProfileListInfo from './list/ProfileListInfo';
import ProfileListActions from './list/ProfileListActions';
import BlockedCell from './list/BlockedCell';
import EditProfileButton from './list/EditProfileButton';
import { useProfileFilters } from './list/useProfileFilters';
import { PROFILE_CARDS } from './list/profileCards';
import { PROFILE_LIST } from './list/profileList';
import { CountryName } from '@/src/components/CountryName';

const GREYED = { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } };
const greyed = (record: ProfileRow) => (!record.valid || record.blocked ? GREYED : {});

export default function ProfileList() {
  const translate = useTranslate();
  const filters = useProfileFilters();
  return (
    <PortalList
      {...PROFILE_LIST}
      title={translate('profiles.list.title')}
      actions={<ProfileListActions />}
      filters={filters}
      intro={<ProfileListInfo />}
      cards={PROFILE_CARDS}
    >
      <DataTable<ProfileRow> bulkActionButtons={false} rowClick={false} rowSx={greyed}>
        <DataTable.Col source="blocked" label="profiles.list.columns.blocked" disableSort>
          <BlockedCell />
        </DataTable.Col>
        <DataTable.Col source="name" label="profiles.list.columns.name" disableSort />
        <DataTable.Col source="area" label="profiles.list.columns.city" disableSort />
        <DataTable.Col
          source="country"
          label="profiles.list.columns.country"
          disableSort
          render={(profile: ProfileRow) => <CountryName name={profile.country} />}
        />
        <DataTable.Col label="profiles.list.columns.actions" disableSort align="right">
          <EditProfileButton />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
