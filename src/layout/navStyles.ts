/** Bar buttons on the bar (dark in both schemes), in its text colour: readable, a visible focus ring and a mark for the current section. */
export const barButtonSx = (active = false) =>
  ({
    color: 'inherit',
    textTransform: 'none',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    borderRadius: 1,
    borderBottom: '2px solid',
    borderBottomColor: active ? 'currentColor' : 'transparent',
    '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  }) as const;
