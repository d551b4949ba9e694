/** Routing: the number's trunk, routing numbers and shadow routing number (read only). */
import { useQuery } from '@tanstack/react-query';
import { List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { originatingNetworksQuery, routingNumbersQuery, shadowRoutingQuery } from '../../../providers/api/numbers';
import TabQuery from './TabQuery';

export default function RoutingTab({ did }: { did: string }) {
  const translate = useTranslate();
  const entries = useQuery(routingNumbersQuery(did));
  const shadow = useQuery(shadowRoutingQuery(did));
  const networks = useQuery(originatingNetworksQuery);
  const t = (key: string) => translate(`numbers.details.routing.${key}`);
  const networkName = (id: number) => networks.data?.find((option) => option.value === id)?.name ?? String(id);
  return (
    <>
      <Typography component="h2" variant="h6">{t('entries')}</Typography>
      <TabQuery query={entries}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <List>
              {rows.map((row) => (
                <ListItem key={row.id} disableGutters>
                  {`${t('network')}: ${row.nature.name ?? networkName(row.nature.id)} · ${t('number')}: ${row.number_out}`}
                </ListItem>
              ))}
            </List>
          )
        }
      </TabQuery>
      <Typography component="h2" variant="h6">{t('shadow')}</Typography>
      <TabQuery query={shadow}>{(value) => <p>{value?.number ?? '-'}</p>}</TabQuery>
    </>
  );
}
