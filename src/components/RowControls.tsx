/**
 * A row's checkbox and icon button in a PortalList: native controls that look like MUI's Checkbox and IconButton,
 * styled once by the list (`ROW_CONTROLS_SX`) instead of per row. Each MUI one is a ButtonBase with its ripple, an
 * SvgIcon and their styled layers: on a page of 250 numbers the two per row were a fifth of the time until the rows
 * could be used. Focus from the keyboard shows as MUI's focus ripple does, a shade under the control, held still.
 */
import type { MouseEvent } from 'react';
import type { Theme } from '@mui/material/styles';

const CHECKBOX = 'PortalRowCheckbox';
const BUTTON = 'PortalRowButton';
/** MUI's own icons (CheckBoxOutlineBlank, CheckBox, MoreVert), drawn as plain paths. */
const BLANK_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED_PATH =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
export const MORE_VERT_PATH =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** MUI's ButtonBase, IconButton and SwitchBase styles (medium size, default colours) as one rule per control. */
export const ROW_CONTROLS_SX = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  const shade = (color: string, opacity: number | string) => theme.alpha(color, opacity);
  const control = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    flex: '0 0 auto',
    margin: 0,
    border: 0,
    borderRadius: '50%',
    outline: 0,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    WebkitTapHighlightColor: 'transparent',
    fontSize: theme.typography.pxToRem(24),
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '& > svg': { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor' },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  };
  return {
    [`& .${BUTTON}`]: {
      ...control,
      padding: '8px',
      color: palette.action.active,
      '&:hover': { backgroundColor: shade(palette.action.active, palette.action.hoverOpacity) },
      // The ring of the theme's controls (theme.ts), on these stand-ins too.
      '&:focus-visible': {
        backgroundColor: shade(palette.action.active, 0.3),
        outline: '2px solid currentColor',
        outlineOffset: 2,
      },
    },
    [`& .${CHECKBOX}`]: {
      ...control,
      padding: '9px',
      color: palette.text.secondary,
      '&.Mui-checked': { color: palette.primary.main },
      '&:hover': { backgroundColor: shade(palette.primary.main, palette.action.hoverOpacity) },
      '&:has(> input:focus-visible)': {
        backgroundColor: shade(palette.primary.main, 0.3),
        outline: '2px solid currentColor',
        outlineOffset: 2,
      },
      '& > input': {
        cursor: 'inherit',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
    },
  };
};

const ignoreChange = () => undefined;

export interface RowCheckboxProps {
  checked: boolean;
  label: string;
  /** The click itself, so that a list's toggle can read Shift for a range (Space clicks too). */
  onToggle: (event: MouseEvent<HTMLInputElement>) => void;
}

export function RowCheckbox({ checked, label, onToggle }: RowCheckboxProps) {
  return (
    <span className={checked ? `${CHECKBOX} Mui-checked` : CHECKBOX}>
      <input
        type="checkbox"
        checked={checked}
        aria-label={label}
        onClick={onToggle}
        // The click toggles (a change event carries no Shift); React wants a handler beside `checked`.
        onChange={ignoreChange}
      />
      <Icon path={checked ? CHECKED_PATH : BLANK_PATH} />
    </span>
  );
}

export interface RowIconButtonProps {
  label: string;
  /** The icon's SVG path (24 x 24). */
  path: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** aria-haspopup and friends, for a button that opens a menu. */
  popup?: { id: string; open: boolean };
}

export function RowIconButton({ label, path, onClick, popup }: RowIconButtonProps) {
  return (
    <button
      type="button"
      className={BUTTON}
      aria-label={label}
      aria-haspopup={popup ? 'true' : undefined}
      aria-controls={popup?.open ? popup.id : undefined}
      aria-expanded={popup?.open ? 'true' : undefined}
      onClick={onClick}
    >
      <Icon path={path} />
    </button>
  );
}
