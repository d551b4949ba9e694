import { useDeferredValue, useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RetryAlert } from './ServerErrors';

interface Props {
  title: string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  children?: ReactNode;
  /** Height the card keeps from the first paint (px, unless it fails), so that nothing below it moves when its data arrives. */
  minHeight?: number | { xs: number; sm: number };
  /**
   * A fixed height (px): the card is as tall loading as loaded whatever its data, and content taller than the card
   * scrolls inside it (a region that takes the keyboard focus, so that it scrolls without a pointer too).
   */
  height?: number | { xs: number; md: number };
  /** Skeleton lines shown while loading (2 unless told). */
  skeletonLines?: number;
}

/** A dashboard widget or a card of a page: a region named by its heading, then a skeleton while loading, a retryable error, or the content. */
const FIXED = { display: 'flex', flexDirection: 'column' } as const;

export function WidgetCard({ title, loading, error, onRetry, children, minHeight, height, skeletonLines = 2 }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  // The data arrives in a render React may not split (a query's update): the content follows in a deferred one.
  const waiting = useDeferredValue(loading);
  const body =
    loading || waiting ? (
      Array.from({ length: skeletonLines }, (_, line) => <Skeleton key={line} width={line % 2 ? '40%' : '60%'} />)
    ) : error ? (
      <RetryAlert onRetry={onRetry}>{translate('dashboard.widgetError')}</RetryAlert>
    ) : (
      children
    );
  return (
    <Card
      component="section"
      variant="outlined"
      aria-busy={loading || waiting || undefined}
      aria-labelledby={headingId}
      // A failure is one line: no reserved blank around it.
      sx={height ? { height, ...FIXED } : minHeight && !error ? { minHeight } : undefined}
    >
      <CardContent sx={height ? { flex: 1, minHeight: 0, ...FIXED } : undefined}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {height ? (
          <Box
            tabIndex={0}
            aria-labelledby={headingId}
            role="group"
            sx={{
              flex: 1,
              minHeight: 0,
              overflowY: 'auto',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {body}
          </Box>
        ) : (
          body
        )}
      </CardContent>
    </Card>
  );
}
