/** LT / PSTN / SMS availability as chips (the unavailable ones struck through, and said so to screen readers). */
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/src/components/visuallyHidden';

interface Props {
  label: string;
  lt: boolean;
  pstn: boolean;
  sms: boolean;
}

export function ServiceChips({ label, lt, pstn, sms }: Props) {
  const translate = useTranslate();
  const services: [string, boolean][] = [
    [translate('ordering.tos.3'), lt],
    [translate('ordering.tos.2'), pstn],
    [translate('ordering.tos.10'), sms],
  ];
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', gap: 0.5, p: 0, m: 0, mt: 1, listStyle: 'none' }}>
      {services.map(([name, available]) => (
        <li key={name}>
          <Chip
            size="small"
            color={available ? 'success' : 'default'}
            variant={available ? 'filled' : 'outlined'}
            label={
              <>
                {name}
                <Box component="span" sx={visuallyHidden}>
                  {`: ${translate(available ? 'ordering.plans.yes' : 'ordering.plans.no')}`}
                </Box>
              </>
            }
            sx={available ? undefined : { textDecoration: 'line-through' }}
          />
        </li>
      ))}
    </Box>
  );
}
