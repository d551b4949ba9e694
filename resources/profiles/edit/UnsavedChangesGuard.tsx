/**
 * Unsaved changes: leaving for another page of the app asks first (react-router's blocker; the query
 * of this page, country and plan, may change freely); closing or reloading the tab triggers beforeunload.
 */
import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useBlocker } from 'react-router-dom';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">{translate('profileEdit.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{translate('profileEdit.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {translate('profileEdit.leave.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {translate('profileEdit.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
