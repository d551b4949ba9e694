/** The list toolbar: "Add DID-Group" (to /capacity/did-groups/new). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button, TopToolbar } from 'react-admin';
import { DID_GROUP_PATHS } from '..';

export function DidGroupListActions() {
  return (
    <TopToolbar>
      <Button component={Link} label="capacity.didGroups.add" to={DID_GROUP_PATHS.create} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}
