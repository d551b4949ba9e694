import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/PageTitle';
import { SystemMessage } from './SystemMessage';

/** A page that exists but not for this account (prepaid-only or capacity-only screens). */
export default function NotAllowedPage() {
  const translate = useTranslate();
  const title = translate('system.notAllowed.title');
  useDocumentTitle(title);
  return (
    <SystemMessage
      title={title}
      actions={
        <Button variant="contained" component={Link} to="/">
          {translate('system.notAllowed.dashboard')}
        </Button>
      }
    >
      <Typography>{translate('system.notAllowed.text')}</Typography>
    </SystemMessage>
  );
}
