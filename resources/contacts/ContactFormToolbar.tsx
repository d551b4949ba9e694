/** Save and Cancel (back to the contact list). */
import { useNavigate } from 'react-router-dom';
import CloseIcon from '@mui/icons-material/Close';
import { Button, SaveButton, Toolbar } from 'react-admin';
import { PATHS } from '@/src/paths';

export default function ContactFormToolbar({ alwaysEnable }: { alwaysEnable?: boolean }) {
  const navigate = useNavigate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={alwaysEnable} />
      <Button label="common.actions.cancel" onClick={() => navigate(PATHS.settings.contacts)}>
        <CloseIcon />
      </Button>
    </Toolbar>
  );
}
