/** The list toolbar: Create (to /settings/contact/create). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button, TopToolbar } from 'react-admin';
import { CONTACT_PATHS } from '.';

export default function ContactListActions() {
  return (
    <TopToolbar>
      <Button component={Link} label="common.actions.create" to={CONTACT_PATHS.create} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}
