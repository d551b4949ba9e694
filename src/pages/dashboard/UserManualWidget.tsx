import { Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { userManualQuery } from '@/providers/api/dashboard';
import { safeLocation } from '@/src/system/safeLocation';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { WidgetCard } from '@/src/components/WidgetCard';

/**
 * User Manual (spec part 2 section 2): its description and a link that opens it in a new tab. The location the API
 * answers becomes a link only when it is on the portal's origin or a trusted one (never `javascript:` or `data:`).
 */
export function UserManualWidget() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(userManualQuery);
  const href = data ? safeLocation(data.location) : undefined;
  return (
    <WidgetCard
      title={translate('dashboard.manual.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      height={{ xs: 240, md: 200 }}
      skeletonLines={3}
    >
      {data && (
        <>
          <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{data.description}</Typography>
          {href ? (
            <Link
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {translate('dashboard.manual.open')}
              <OpenInNewIcon fontSize="small" aria-hidden />
              <span style={visuallyHidden}>{translate('dashboard.manual.newTab')}</span>
            </Link>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{translate('dashboard.manual.unavailable')}</Typography>
          )}
        </>
      )}
    </WidgetCard>
  );
}
