/**
 * MUI's standard Alert, as the public pages use it (a success or an error line with its icon), in their own few lines:
 * MUI's Alert brings Paper, an icon per severity and its close button, and in chunks of its own it put /login over
 * its 170 kB budget. The colours are the theme's Alert variables, so it matches MUI's in light and dark.
 */
import type { ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';

type Severity = 'success' | 'error';

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{ severity: Severity }>(
  ({ theme, severity }) => ({
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    color: theme.vars ? theme.vars.palette.Alert[`${severity}Color`] : theme.palette[severity].dark,
    backgroundColor: theme.vars ? theme.vars.palette.Alert[`${severity}StandardBg`] : theme.palette[severity].light,
    '& .public-alert-icon': {
      marginRight: 12,
      padding: '7px 0',
      display: 'flex',
      fontSize: 22,
      opacity: 0.9,
      color: theme.vars ? theme.vars.palette.Alert[`${severity}IconColor`] : theme.palette[severity].main,
    },
    '& .public-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  }),
);

interface Props {
  severity: Severity;
  children: ReactNode;
  sx?: SxProps<Theme>;
  id?: string;
}

export function PublicAlert({ severity, children, sx, id }: Props) {
  const Icon = severity === 'success' ? CheckCircleOutline : ErrorOutline;
  return (
    <Root id={id} role="alert" severity={severity} sx={sx}>
      <div className="public-alert-icon">
        <Icon fontSize="inherit" />
      </div>
      <div className="public-alert-message">{children}</div>
    </Root>
  );
}
