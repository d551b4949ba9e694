import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The first stop of the keyboard: jumps over the bar to the page content. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const translate = useTranslate();
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {translate('shell.skipToContent')}
    </Link>
  );
}
