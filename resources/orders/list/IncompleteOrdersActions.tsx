/** The incomplete list's toolbar: "Complete end users" leads to the end users (spec "Orders"); its label stays on small screens. */
import { Link } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import { Button } from '@mui/material';
import { TopToolbar } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PATHS } from '@/src/paths';

export default function IncompleteOrdersActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={PATHS.profiles.list} size="small" variant="contained" startIcon={<PeopleIcon />}>
        {translate('orders.completeEndUsers')}
      </Button>
    </TopToolbar>
  );
}
