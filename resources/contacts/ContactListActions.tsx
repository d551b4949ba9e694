/** The list toolbar: Create (to /settings/contact/create). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '../../src/components/NamedButton';
import { CONTACT_PATHS } from '.';

export default function ContactListActions() {
  return (
    <TopToolbar>
      <NamedButton component={Link} label="common.actions.create" to={CONTACT_PATHS.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
