/**
 * An edit page with sections (`edit.sections`): its title from the record, the generated form and each section in an
 * open accordion panel, and Exit back to the list under them. Each section saves on its own (a sub-editor).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { ResourceForm } from './ResourceForm';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** The edit page's title, once the record is read: the view's heading with the record's fields, else its title. */
export function EditHeading({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext<RecordOf>();
  const view = definition.edit!;
  if (!record || !view.heading) return null;
  return <PageTitle title={translate(view.heading, record)} />;
}

export function EditSections({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext<RecordOf>();
  const view = definition.edit!;
  if (!record) return null;
  const prefix = definition.name;
  return (
    <Box>
      <EditHeading definition={definition} />
      <Panel id={`${prefix}-form`} title={translate(`resources.${prefix}.formTitle`)}>
        <ResourceForm definition={definition} mode="edit" />
      </Panel>
      {(view.sections ?? []).map(({ title, part: Section }, index) => (
        <Panel key={title} id={`${prefix}-section-${index}`} title={translate(title)}>
          <Section record={record} />
        </Panel>
      ))}
      {definition.list ? (
        <Button component={RouterLink} to={definition.list.path} variant="outlined" sx={{ mt: 2 }}>
          {translate('common.console.exit')}
        </Button>
      ) : null}
    </Box>
  );
}
