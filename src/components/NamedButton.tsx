/**
 * react-admin's Button, named at every width: below `sm` it shows only its icon, and when it is also disabled it
 * drops its label altogether, leaving a button with no accessible name.
 */
import { Button, useTranslate, type ButtonProps } from 'react-admin';

export function NamedButton({ label, ...props }: ButtonProps & { label: string }) {
  const translate = useTranslate();
  return <Button label={label} aria-label={translate(label, { _: label })} {...props} />;
}
