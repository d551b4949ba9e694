/**
 * /settings/general (spec part 2 sections 2 and 3): company and account info, read-only; password change link; and
 * two-factor sign-in's status with a link to /settings/security (issue 47), unless the backend has none (a 404).
 */
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { customerDetailsQuery } from '@/providers/api/queries';
import { twoFactorStatusQuery } from '@/providers/api/twoFactor';
import { ApiError } from '@/providers/http';
import { PREPAID_CUSTOMER_TYPE, type CustomerDetails } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import DetailsList from './DetailsList';
import Section from './SettingsSection';
import { PATHS } from '@/src/paths';

type Field = keyof CustomerDetails;
const COMPANY: Field[] = [
  'company_name',
  'address',
  'postal_code',
  'city',
  'website',
  'vat_number',
  'company_registration_number',
];
const ACCOUNT: Field[] = ['timezone', 'login', 'currency', 'customer_type', 'channels', 'dids_count', 'status'];

export default function GeneralSettingsPage() {
  const translate = useTranslate();
  const query = useQuery(customerDetailsQuery);
  const twoFactor = useQuery(twoFactorStatusQuery());
  const twoFactorOffered = !(twoFactor.error instanceof ApiError && twoFactor.error.status === 404);

  const value = (details: CustomerDetails, field: Field) => {
    if (field === 'customer_type') {
      const type = details.customer_type === PREPAID_CUSTOMER_TYPE ? 'prepaid' : 'postpaid';
      return translate(`settings.general.customerType.${type}`);
    }
    const raw = details[field];
    return raw === null || raw === undefined || raw === '' ? translate('settings.general.notSet') : String(raw);
  };
  const items = (details: CustomerDetails, fields: Field[]) =>
    fields.map((field) => ({
      key: field,
      label: translate(`settings.general.fields.${field}`),
      value: value(details, field),
    }));

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title={translate('settings.general.title')} />
      {query.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={translate('common.loading')}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Section title={translate('settings.general.company')}>
            <DetailsList items={items(query.data, COMPANY)} />
          </Section>
          <Section title={translate('settings.general.account')}>
            <DetailsList items={items(query.data, ACCOUNT)} />
          </Section>
          <Section title={translate('settings.general.password')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>{translate('settings.general.passwordHelp')}</Typography>
              <Button variant="contained" component={RouterLink} to={PATHS.settings.passwordChange}>
                {translate('settings.general.change')}
              </Button>
            </Stack>
          </Section>
          {twoFactorOffered ? (
            <Section title={translate('twoFactor.settings.heading')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Typography sx={{ flex: 1 }}>
                  {translate('twoFactor.settings.generalHelp')}
                  {twoFactor.data ? (
                    <>
                      {' '}
                      <strong>
                        {translate(twoFactor.data.enabled ? 'twoFactor.settings.on' : 'twoFactor.settings.off')}
                      </strong>
                    </>
                  ) : null}
                </Typography>
                <Button variant="contained" component={RouterLink} to={PATHS.settings.security}>
                  {translate('twoFactor.settings.manage')}
                </Button>
              </Stack>
            </Section>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
