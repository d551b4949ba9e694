import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/PageTitle';
import { SystemMessage } from './SystemMessage';

/** Unknown paths and missing records (spec part 1 section 2, System pages). */
export default function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('system.notFound.title');
  useDocumentTitle(title);
  return (
    <SystemMessage
      title={title}
      actions={
        <Button variant="contained" component={Link} to="/">
          {translate('system.homePage')}
        </Button>
      }
    >
      <Typography>{translate('system.notFound.text')}</Typography>
    </SystemMessage>
  );
}
