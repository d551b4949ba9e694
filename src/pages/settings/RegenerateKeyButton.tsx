/**
 * "Generate new key": asks first (the old key stops working), then shows the new key with a toast. A refusal (400)
 * shows the server's detail, any other failure that the key did not change (spec part 2 "API key 500": an error, in
 * the panel, where the customer reads the key).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { regenerateAuthToken } from '@/providers/api/account';
import { authTokenQuery } from '@/providers/api/queries';
import { ApiError, firstMessage } from '@/providers/http';
import { toastOf } from '@/src/config';

export default function RegenerateKeyButton({ onRefused }: { onRefused: (message: string | null) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: regenerateAuthToken,
    onMutate: () => onRefused(null),
    onSuccess: (token) => {
      queryClient.setQueryData(authTokenQuery.queryKey, token);
      notify('settings.api.generated', { type: 'success', ...toastOf('account') });
    },
    onError: (error) => {
      const detail = error instanceof ApiError && error.status === 400 ? firstMessage(error.data) : undefined;
      onRefused(detail ?? translate('settings.api.notGenerated'));
    },
    onSettled: () => setOpen(false),
  });

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AutorenewIcon />}
        onClick={() => setOpen(true)}
        disabled={mutation.isPending}
      >
        {translate('settings.api.generate')}
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title="settings.api.confirmTitle"
        content="settings.api.confirmContent"
        confirm="settings.api.generate"
        confirmColor="warning"
        onConfirm={() => mutation.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
