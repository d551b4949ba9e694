import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { reloadPage } from '@/src/components/browser';
import { useVersionCheck } from '@/src/system/useVersionCheck';

/** A newer build is deployed: the user reloads to get it (spec part 2 section 4, version handling). */
export function VersionModal() {
  const translate = useTranslate();
  const { outdated } = useVersionCheck();
  return (
    <Dialog open={outdated} aria-labelledby="version-modal-title" aria-describedby="version-modal-text">
      <DialogTitle id="version-modal-title">{translate('shell.version.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="version-modal-text">{translate('shell.version.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={reloadPage}>
          {translate('shell.version.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
