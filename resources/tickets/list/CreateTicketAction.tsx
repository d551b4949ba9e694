/** The open tickets' toolbar: "Create Ticket", to the hand-written create form. */
import { Link as RouterLink } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { PATHS } from '@/src/paths';

export default function CreateTicketAction() {
  return (
    <TopToolbar>
      <NamedButton component={RouterLink} label="tickets.create" to={PATHS.tickets.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}
