/**
 * The "New" button of the trunk manager and the "Create new trunk" panel it reveals: the generated create form of the
 * trunks' fields (the edit form's inputs and rules), above the rows.
 */
import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import { InlineCreateForm } from '@/src/console/views/InlineCreateForm';

export function TrunkCreatePanel() {
  const translate = useTranslate();
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
      <InlineCreateForm
        submitLabel="capacity.trunks.form.create"
        toast="capacity"
        onSaved={() => {
          setOpen(false);
          refresh();
        }}
      />
    </Paper>
  );
}
