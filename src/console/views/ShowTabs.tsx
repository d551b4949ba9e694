/**
 * A show page in tabs (`show.tabs`): the title naming the record with the `badge` field beside it and Exit to the
 * list, then the open tab (useShowTab): the record's rows, or the tab's part. Tabs whose `when` does not hold for the
 * record are not there.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { useFieldDisplay, useFieldEntries } from './useFields';
import { useShowTab } from './useShowTab';
import { ShowRows } from './ShowRows';

export function ShowTabs({ definition, record }: { definition: ResourceDefinition; record: RecordOf }) {
  const translate = useTranslate();
  const { display } = useFieldDisplay();
  const entries = useFieldEntries(definition);
  const show = definition.show!;
  const tabs = (show.tabs ?? []).filter((tab) => !tab.when || tab.when(record));
  const [key, setKey] = useShowTab(tabs.map((tab) => tab.key));
  const open = tabs.find((tab) => tab.key === key) ?? tabs[0];
  const badge = entries.find((entry) => entry.name === show.badge);
  const title = translate(show.title ?? `resources.${definition.name}.showTitle`, record);
  const id = (kind: string, tabKey: string) => `${definition.name}-${kind}-${tabKey}`;
  const Part = open?.part;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle title={title} />
        {badge ? display(badge, record) : null}
        <Box sx={{ flexGrow: 1 }} />
        {definition.list ? (
          <Button component={RouterLink} to={definition.list.path} variant="outlined">
            {translate('common.actions.exit')}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={open?.key ?? false}
        onChange={(_, next: string) => setKey(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={title}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            id={id('tab', tab.key)}
            aria-controls={id('panel', tab.key)}
            label={translate(tab.label)}
          />
        ))}
      </Tabs>
      {open ? (
        <Box
          role="tabpanel"
          id={id('panel', open.key)}
          aria-labelledby={id('tab', open.key)}
          sx={{ py: 2, overflowX: 'auto' }}
        >
          {Part ? <Part record={record} /> : <ShowRows definition={definition} record={record} rows={open.rows} />}
        </Box>
      ) : null}
    </Box>
  );
}
