/** /capacity/trunks/{id}/edit: accordion "Trunk details" and "Trunk addresses", and Exit. */
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  CircularProgress,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { trunkAddressesQuery, trunkQuery, updateTrunk } from '@/providers/api/capacity';
import { ApiError } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { TrunkForm } from './TrunkForm';
import { TrunkAddresses } from './edit/TrunkAddresses';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

export default function TrunkEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = useParams().id ?? '';
  const trunk = useQuery(trunkQuery(id));
  const addresses = useQuery(trunkAddressesQuery(id));

  if (trunk.error instanceof ApiError && trunk.error.status === 404) return <NotFoundPage />;
  const failed = trunk.error ?? addresses.error;
  if (failed)
    return <LoadError error={failed} onRetry={() => void Promise.all([trunk.refetch(), addresses.refetch()])} />;
  if (!trunk.data || !addresses.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const { name, type, prefix } = trunk.data;

  return (
    <Box>
      <PageTitle title={translate('capacity.trunks.editTitle', { name })} />
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="trunk-details-header"
          aria-controls="trunk-details-content"
        >
          <Typography component="h2" variant="h6">
            {translate('capacity.trunks.details')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TrunkForm
            idPrefix="trunk-edit"
            initial={{ name, type_id: type.id, prefix: prefix ?? '' }}
            submitLabel={translate('capacity.trunks.form.save')}
            onSubmit={async (body) => {
              const updated = await updateTrunk(id, body);
              queryClient.setQueryData(trunkQuery(id).queryKey, updated);
              notify('capacity.trunks.saved', { type: 'success', ...toastOf('capacity') });
            }}
          />
        </AccordionDetails>
      </Accordion>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="trunk-addresses-header"
          aria-controls="trunk-addresses-content"
        >
          <Typography component="h2" variant="h6">
            {translate('capacity.trunks.addresses')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TrunkAddresses trunkId={id} saved={addresses.data} />
        </AccordionDetails>
      </Accordion>
      <Button component={RouterLink} to={PATHS.capacity.trunks} variant="outlined" sx={{ mt: 2 }}>
        {translate('capacity.trunks.exit')}
      </Button>
    </Box>
  );
}
