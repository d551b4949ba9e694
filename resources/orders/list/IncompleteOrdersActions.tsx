/** The incomplete list's toolbar: "Complete end users" leads to the end users (spec "Orders"). */
import { Link } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import { Button, TopToolbar } from 'react-admin';
import { ORDER_PATHS } from '..';

export function IncompleteOrdersActions() {
  return (
    <TopToolbar>
      <Button component={Link} to={ORDER_PATHS.profiles} label="orders.completeEndUsers" variant="contained">
        <PeopleIcon />
      </Button>
    </TopToolbar>
  );
}
