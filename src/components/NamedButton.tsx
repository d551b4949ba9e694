/**
 * react-admin's Button, named at every width: below `sm` it shows only its icon, and when it is also disabled it
 * drops its label altogether, leaving a button with no accessible name. Inside `ShowButtonLabels` (a list's toolbar
 * on a phone, issue 19) it keeps its visible label too.
 */
import { createContext, useContext, type ElementType } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Button, type ButtonProps } from 'react-admin';
import { useTranslate } from 'ra-core';

export const ShowButtonLabels = createContext(false);

// react-admin's Button picks its icon-only form from theme.breakpoints.down('sm'): a width no screen has keeps its label.
const labelledTheme = (theme: Theme): Theme => ({
  ...theme,
  breakpoints: {
    ...theme.breakpoints,
    down: (key) => (key === 'sm' ? '@media (max-width:-1px)' : theme.breakpoints.down(key)),
  },
});

export function NamedButton<C extends ElementType = 'button'>({ label, ...props }: ButtonProps<C> & { label: string }) {
  const translate = useTranslate();
  // The cast only forgets which root component C the caller chose; react-admin passes the props on to it.
  const button = <Button label={label} aria-label={translate(label, { _: label })} {...(props as ButtonProps)} />;
  return useContext(ShowButtonLabels) ? <ThemeProvider theme={labelledTheme}>{button}</ThemeProvider> : button;
}
