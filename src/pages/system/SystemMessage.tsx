import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '@/src/components/PageTitle';
import { PATHS } from '@/src/paths';

interface Props {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The common frame of the system pages: a centred card with a heading, a text and actions. */
export function SystemMessage({ title, icon, children, actions }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        {icon}
        <PageHeading variant="h4">{title}</PageHeading>
        {children}
        {actions && (
          <Box sx={{ mt: 3, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
        )}
      </Paper>
    </Box>
  );
}

/** A system page of one title, one text and one link home (not found, not allowed). */
export function SystemPage({ titleKey, textKey, homeKey }: { titleKey: string; textKey: string; homeKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  useDocumentTitle(title);
  return (
    <SystemMessage
      title={title}
      actions={
        <Button variant="contained" component={Link} to={PATHS.home}>
          {translate(homeKey)}
        </Button>
      }
    >
      <Typography>{translate(textKey)}</Typography>
    </SystemMessage>
  );
}
