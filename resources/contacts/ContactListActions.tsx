/** The list toolbar: Create (to /settings/contact/create). */
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { PATHS } from '@/src/paths';

export default function ContactListActions() {
  return (
    <TopToolbar>
      <NamedButton component={Link} label="common.actions.create" to={PATHS.settings.contactCreate} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
