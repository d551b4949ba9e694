/** The list toolbar: "Add new end user" (to /profiles/new). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { PATHS } from '@/src/paths';

export default function ProfileListActions() {
  return (
    <TopToolbar>
      <NamedButton component={Link} label="profiles.list.add" to={PATHS.profiles.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
