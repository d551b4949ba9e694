/**
 * The frame of the public pages (/login, /password/reset, /logout): a centred card with the brand,
 * the language switch, the main landmark and the page's one h1. No `react-admin` import here:
 * the /login bundle is budgeted.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LanguageSwitch } from '@/src/components/LanguageSwitch';
import { PageHeading, useDocumentTitle } from '@/src/components/PageTitle';
import { useHeadingFocusOnRouteChange } from '@/src/components/headingFocus';

interface Props {
  title: string;
  children: ReactNode;
}

export default function PublicShell({ title, children }: Props) {
  const translate = useTranslate();
  useDocumentTitle(title);
  useHeadingFocusOnRouteChange();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 4,
      }}
    >
      <Card component="main" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 1 }}>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {translate('auth.brand')}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <PageHeading>{title}</PageHeading>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
