/**
 * The notification-threshold card of /billing/balance (spec part 2 sections 3, 5 and 8): the threshold read from
 * balance_threshold without its currency sign, required, saved by PATCH desired_balance_limit. A refused value shows
 * the server's message on the field, any other failure "Server-side error occurred."; the typed value stays.
 */
import { InputAdornment, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, required, useLocaleState, useNotify, useTranslate } from 'ra-core';
import { TextInput } from 'react-admin';
import { saveBalanceThreshold } from '@/providers/api/billing';
import { balanceQuery } from '@/providers/api/queries';
import { ApiError } from '@/providers/http';
import type { Balance } from '@/providers/types';
import { SubmitButton } from '@/src/components/SubmitButton';
import { ServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { WidgetCard } from '@/src/components/WidgetCard';
import { thresholdOf } from './balanceRules';

const FIELD = 'desired_balance_limit';
const isRequired = required('common.validation.required');

function ThresholdForm({ balance }: { balance: Balance }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: saveBalanceThreshold });

  const submit = async (values: Record<string, unknown>) => {
    try {
      // A decimal comma ("75,50", as French readers write it) is the API's point.
      const answer = await mutation.mutateAsync({
        [FIELD]: String(values[FIELD] ?? '')
          .trim()
          .replace(',', '.'),
      });
      queryClient.setQueryData(balanceQuery.queryKey, answer);
      notify('billing.balance.threshold.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400 ? error.field(FIELD) : undefined;
      return { [FIELD]: refused ?? translate('common.errors.serverSide') };
    }
  };

  return (
    <Form
      onSubmit={submit}
      defaultValues={{ [FIELD]: thresholdOf(balance.balance_threshold, locale) }}
      noValidate
      disableInvalidFormNotification
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('billing.balance.threshold.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          source={FIELD}
          label="billing.balance.threshold.label"
          validate={isRequired}
          inputMode="decimal"
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 240 }, mt: 0 }}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">{balance.currency}</InputAdornment> } }}
        />
        <ServerErrorFocus source={FIELD} />
        <SubmitButton pending={mutation.isPending} pendingLabel={translate('billing.balance.threshold.saving')}>
          {translate('billing.balance.threshold.save')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

export function ThresholdCard() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(balanceQuery);
  return (
    <WidgetCard
      title={translate('billing.balance.threshold.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
    >
      {data ? <ThresholdForm balance={data} /> : null}
    </WidgetCard>
  );
}
