/**
 * Action items' line on support's work (issue 35; ours, beyond the spec): "Support worked on your account N times in
 * the last 7 days", a link to the trail filtered on support since that day, shown only when N > 0. A backend without a
 * trail (404) or a failing one leaves it away and the rest of the dashboard as it is.
 */
import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { supportActivityFilters, supportActivityQuery } from '@/providers/api/activity';
import { PATHS } from '@/src/paths';

export function SupportActivityBlock() {
  const translate = useTranslate();
  const { data: count } = useQuery(supportActivityQuery());
  if (!count) return null;
  // The trail's URL parameters are the API's names (resources/activity).
  const trail = `${PATHS.settings.activity}?${new URLSearchParams(supportActivityFilters()).toString()}`;
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('dashboard.actions.support')}
      </Typography>
      <Link component={RouterLink} to={trail}>
        {translate('dashboard.actions.supportWorked', { smart_count: count })}
      </Link>
    </div>
  );
}
