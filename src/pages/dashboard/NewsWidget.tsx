import { Box, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { newsQuery } from '@/providers/api/dashboard';
import type { NewsItem } from '@/providers/entities/dashboard';
import { useFormat } from '@/src/console/format';
import { Token } from '@/src/components/Token';
import { WidgetCard } from '@/src/components/WidgetCard';

/** One piece of news; an alert is set apart by a warning border and background, an icon and the word "Alert". */
function NewsEntry({ item }: { item: NewsItem }) {
  const translate = useTranslate();
  const format = useFormat();
  const alert = item.notification_type === 'alert';
  return (
    <Box
      component="li"
      sx={(theme) => ({
        p: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: alert ? 'warning.main' : 'divider',
        bgcolor: alert ? theme.alpha(theme.vars.palette.warning.main, 0.1) : 'transparent',
      })}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {alert && <WarningAmberIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />}
        {alert && (
          <Typography component="strong" variant="body2" sx={{ fontWeight: 700 }}>
            {translate('dashboard.news.alert')}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Token>{format.day(item.created)}</Token>
        </Typography>
      </Stack>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{item.description}</Typography>
    </Box>
  );
}

/** News (spec part 2 sections 2 and 3): date and description, alerts highlighted. */
export function NewsWidget() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(newsQuery);
  return (
    <WidgetCard
      title={translate('dashboard.news.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      height={{ xs: 400, md: 320 }}
      skeletonLines={6}
    >
      {data && data.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{translate('dashboard.news.empty')}</Typography>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((item) => (
            <NewsEntry key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
