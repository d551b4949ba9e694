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
  /** Height the card keeps from the first paint (px), so that nothing below it moves when its data arrives. */
  minHeight?: number;
  /** Skeleton lines shown while loading (2 unless told). */
  skeletonLines?: number;
}

/** A dashboard widget or a card of a page: a region named by its heading, then a skeleton while loading, a retryable error, or the content. */
export function WidgetCard({ title, loading, error, onRetry, children, minHeight, skeletonLines = 2 }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-busy={loading || undefined}
      aria-labelledby={headingId}
      sx={minHeight ? { minHeight } : undefined}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {loading ? (
          Array.from({ length: skeletonLines }, (_, line) => <Skeleton key={line} width={line % 2 ? '40%' : '60%'} />)
        ) : error ? (
          <RetryAlert onRetry={onRetry}>{translate('dashboard.widgetError')}</RetryAlert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
