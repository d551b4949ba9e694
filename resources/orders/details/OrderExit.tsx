/** Under the order's rows: Exit, to the open orders whichever list the order is in (spec "Orders"). */
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PATHS } from '@/src/paths';

export default function OrderExit() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={PATHS.orders.open.list} variant="outlined">
      {translate('common.actions.exit')}
    </Button>
  );
}
