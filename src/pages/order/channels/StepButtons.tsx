/** The - and + of a row, with their enabled state from the rules and labels naming the row. */
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';

export interface Step {
  /** i18n keys: the visible text and the accessible name (with %{name}). */
  label: string;
  ariaLabel: string;
  enabled: boolean;
  onClick: () => void;
}

interface Props {
  name: string;
  remove: Step;
  add: Step;
  busy: boolean;
}

export function StepButtons({ name, remove, add, busy }: Props) {
  const translate = useTranslate();
  const button = (step: Step, icon: ReactNode) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      disabled={busy || !step.enabled}
      aria-label={translate(step.ariaLabel, { name })}
      onClick={step.onClick}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(step.label)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {button(remove, <RemoveIcon />)}
      {button(add, <AddIcon />)}
    </Stack>
  );
}
