/** Requirements: the end-user details and documents the plan needs, and its remarks. */
import { useQuery } from '@tanstack/react-query';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { planRequirementsQuery } from '@/providers/api/ordering';
import type { PlanRequirement } from '@/providers/types';
import TabQuery from '@/src/components/offer/TabQuery';

function RequirementList({ title, items }: { title: string; items: PlanRequirement[] }) {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">{translate('ordering.info.requirements.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.name} disableGutters>
              <ListItemText primary={item.name} secondary={item.description || null} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

export function RequirementsTab({ id, type }: { id: number; type: number }) {
  const translate = useTranslate();
  const query = useQuery(planRequirementsQuery(id, type));
  const t = (key: string) => translate(`ordering.info.requirements.${key}`);
  return (
    <TabQuery query={query}>
      {(data) => (
        <>
          <RequirementList title={t('userDetails')} items={data.results.user_detail} />
          <RequirementList title={t('documents')} items={data.results.document} />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('remarks')}
          </Typography>
          <Typography variant="body2">{data.remarks || t('none')}</Typography>
        </>
      )}
    </TabQuery>
  );
}
