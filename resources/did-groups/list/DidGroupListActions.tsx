/** The list toolbar: "Add DID-Group" (to /capacity/did-groups/new). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '../../../src/components/NamedButton';
import { DID_GROUP_PATHS } from '..';

export function DidGroupListActions() {
  return (
    <TopToolbar>
      <NamedButton component={Link} label="capacity.didGroups.add" to={DID_GROUP_PATHS.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
