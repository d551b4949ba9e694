import { useId, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RetryAlert } from './ServerErrors';

interface Props {
  title: string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  children?: ReactNode;
}

/** A dashboard widget or a card of a page: a region named by its heading, then a skeleton while loading, a retryable error, or the content. */
export function WidgetCard({ title, loading, error, onRetry, children }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-busy={loading || undefined} aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {loading ? (
          <>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </>
        ) : error ? (
          <RetryAlert onRetry={onRetry}>{translate('dashboard.widgetError')}</RetryAlert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
