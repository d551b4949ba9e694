/** A titled card (h2) grouping part of a settings page. */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

export default function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
