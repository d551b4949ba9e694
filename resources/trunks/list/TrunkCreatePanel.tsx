/** The "New" button of the trunk manager and the "Create new trunk" form it reveals. */
import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { createTrunk } from '@/providers/api/capacity';
import { TrunkForm } from './TrunkForm';
import { toastOf } from '@/src/config';

export function TrunkCreatePanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {translate('capacity.trunks.new')}
      </Button>
    );
  }
  return (
    <Paper component="section" aria-labelledby="trunk-create-title" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id="trunk-create-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('capacity.trunks.createTitle')}
      </Typography>
      <TrunkForm
        idPrefix="trunk-create"
        submitLabel={translate('capacity.trunks.form.create')}
        onSubmit={async (body) => {
          await createTrunk(body);
          notify('capacity.trunks.created', { type: 'success', ...toastOf('capacity') });
          setOpen(false);
          refresh();
        }}
      />
    </Paper>
  );
}
