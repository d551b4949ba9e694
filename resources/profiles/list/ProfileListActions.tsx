/** The list toolbar: "Add new end user" (to /profiles/new). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button, TopToolbar } from 'react-admin';
import { PROFILE_PATHS } from '..';

export default function ProfileListActions() {
  return (
    <TopToolbar>
      <Button component={Link} label="profiles.list.add" to={PROFILE_PATHS.create} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}
