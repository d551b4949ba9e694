/** A request's timeline: its events in the account's activity trail, oldest first (what was done, when, by whom). */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import { useFormat } from '@/src/console/format';
import type { PortingFullRecord } from '@/resources/porting/portingRecord';

export default function PortingTimeline({ record }: RecordPartProps<PortingFullRecord>) {
  const translate = useTranslate();
  const format = useFormat();
  const events = record.timeline ?? [];
  return (
    <section aria-labelledby="porting-timeline">
      <Typography id="porting-timeline" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.porting.timeline.title')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('resources.porting.timeline.empty')}
        </Typography>
      ) : (
        <List dense disablePadding component="ol">
          {events.map((event, index) => (
            <ListItem key={`${event.time}-${index}`} disableGutters>
              <ListItemText
                primary={translate(`resources.activity.kinds.${event.kind}`, { _: event.kind })}
                secondary={[
                  format.dateTime(event.time),
                  event.actor_type === 'support' ? translate('resources.porting.timeline.bySupport') : '',
                  event.summary,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
