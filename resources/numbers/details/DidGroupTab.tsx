/** DID Group (capacity numbers): the group of the number and a link to edit it. */
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { numberDidGroupQuery } from '@/providers/api/numbers';
import TabQuery from '@/src/components/offer/TabQuery';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

export default function DidGroupTab({ did }: { did: string }) {
  const translate = useTranslate();
  const query = useQuery(numberDidGroupQuery(did));
  return (
    <TabQuery query={query}>
      {(group) => (
        <>
          <Typography sx={{ mb: 2 }}>
            {translate('numbers.details.didGroup.text', { name: group.name })}
            {group.is_default ? ` ${translate('numbers.details.didGroup.defaultGroup')}` : ''}
          </Typography>
          <Button component={Link} to={pathWithId(PATHS.didGroups.edit, group.id)} variant="contained">
            {translate('numbers.details.didGroup.edit')}
          </Button>
        </>
      )}
    </TabQuery>
  );
}
