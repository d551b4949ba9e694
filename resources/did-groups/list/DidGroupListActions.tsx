/** The list toolbar: "Add DID-Group" (to /capacity/did-groups/new). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { PATHS } from '@/src/paths';

export default function DidGroupListActions() {
  return (
    <TopToolbar>
      <NamedButton component={Link} label="capacity.didGroups.add" to={PATHS.didGroups.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
