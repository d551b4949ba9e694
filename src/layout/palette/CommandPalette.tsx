/**
 * The command palette (issue 15): one box that finds the navigation's pages the customer may open, and numbers,
 * orders, tickets and end users through the API, grouped by kind; the combobox pattern with arrows, Enter, Escape.
 * Loaded lazily by PaletteHost on first open.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, IconButton, InputBase, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { useCountryName } from '@/src/components/countryName';
import { useCurrentUser } from '@/src/layout/useCurrentUser';
import { useMissingExtensions } from '@/src/layout/useMissingExtensions';
import { PaletteOptions, optionId } from './PaletteOptions';
import {
  hitGroups,
  matchPages,
  pageItem,
  permittedPages,
  recentItems,
  type PaletteGroup,
  type PaletteItem,
} from './paletteItems';
import { readRecentChoices, rememberChoice, type RecentChoice } from './recentChoices';
import { usePaletteSearch } from './usePaletteSearch';
import { usePhone } from '@/src/components/usePhone';

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function CommandPalette({ open, onClose }: Props) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const navigate = useNavigate();
  const { permissions } = useCurrentUser();
  const missing = useMissingExtensions();
  const phone = usePhone();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentChoice[]>(readRecentChoices);
  const id = useId();
  const titleId = `${id}-title`;
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const { answer, pending } = usePaletteSearch(open ? text : '');

  const pages = useMemo(() => permittedPages(permissions, translate, missing), [permissions, translate, missing]);
  const typed = text.trim();
  const groups: PaletteGroup[] = useMemo(() => {
    if (!typed) {
      return [
        { key: 'recent' as const, items: recentItems(recent, pages) },
        { key: 'pages' as const, items: pages.map(pageItem) },
      ].filter((group) => group.items.length > 0);
    }
    const found = matchPages(pages, typed).map(pageItem);
    return [
      ...(found.length > 0 ? [{ key: 'pages' as const, items: found }] : []),
      ...(answer ? hitGroups(answer, translate, countryName) : []),
    ];
  }, [typed, recent, pages, answer, translate, countryName]);
  const options = groups.flatMap((group) => group.items);
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;

  // Every opening starts afresh (also one during the closing transition, which never reaches onExited).
  const input = useRef<HTMLInputElement>(null);
  const reset = () => {
    setText('');
    setActive(0);
    setRecent(readRecentChoices());
  };

  const choose = (item: PaletteItem) => {
    rememberChoice(item.recent);
    onClose();
    navigate(item.path);
  };

  const move = (to: number) => {
    const next = (to + options.length) % options.length;
    setActive(next);
    document.getElementById(optionId(listboxId, next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(current + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(options[current]);
    }
  };

  const failed = answer?.failed ?? [];
  const empty = typed !== '' && options.length === 0 && !pending;
  const status = pending
    ? translate('palette.searching')
    : empty
      ? translate('palette.noResults')
      : typed
        ? translate('palette.count', { smart_count: options.length })
        : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            reset();
            // Opened again while it was still closing, the box is not mounted anew (autoFocus acts on a mount only)
            // and the dialog's focus trap focuses the dialog itself: the box takes it back after the trap.
            requestAnimationFrame(() => input.current?.focus());
          },
        },
        paper: {
          sx: phone
            ? { display: 'flex', flexDirection: 'column' }
            : { alignSelf: 'flex-start', mt: '10vh', maxHeight: '75vh', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {translate('palette.title')}
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          inputRef={input}
          fullWidth
          value={text}
          placeholder={translate('palette.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('palette.inputLabel'),
            'aria-expanded': options.length > 0,
            'aria-controls': options.length > 0 ? listboxId : undefined,
            'aria-activedescendant': current >= 0 ? optionId(listboxId, current) : undefined,
            'aria-autocomplete': 'list',
            'aria-describedby': statusId,
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
          }}
          sx={{ fontSize: '1.05rem', py: 0.5 }}
        />
        <IconButton aria-label={translate('palette.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {options.length > 0 && (
        <PaletteOptions
          listboxId={listboxId}
          groups={groups}
          active={current}
          onActivate={setActive}
          onChoose={choose}
        />
      )}
      <Box sx={{ px: 2, py: 1, borderTop: options.length > 0 ? 1 : 0, borderColor: 'divider' }}>
        <Typography
          id={statusId}
          role="status"
          variant="body2"
          sx={[{ color: 'text.secondary' }, empty ? { py: 2, textAlign: 'center' } : visuallyHidden]}
        >
          {status}
        </Typography>
        {failed.length > 0 && !pending && (
          <Typography variant="body2" color="error" role="alert">
            {translate('palette.failed', {
              kinds: failed.map((kind) => translate(`palette.groups.${kind}`)).join(', '),
            })}
          </Typography>
        )}
        {typed.length === 1 && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {translate('palette.typeMore')}
          </Typography>
        )}
        {!phone && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {translate('palette.hint')}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
