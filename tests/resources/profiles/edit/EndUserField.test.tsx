/**
 * The required-field colouring of the end-user editor (spec part 2: a required field is red while empty, green when
 * filled): a field a plan locks (the country, for a country-specific address document) is filled all the same, and
 * green like every other filled required field, not drawn grey (issue 33 item 8).
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import { EndUserField } from '@/resources/profiles/edit/EndUserField';

const COUNTRY = { name: 'country', serverName: 'country', label: 'Country', required: true };
const OPTIONS = [{ value: 1, name: 'Netherlands' }];

function showCountry(disabled: boolean) {
  renderScreen(
    <EndUserField
      field={COUNTRY}
      value={1}
      options={OPTIONS}
      disabled={disabled}
      hint={disabled ? 'The address document sets the country.' : undefined}
      onChange={() => undefined}
    />,
  );
  const box = screen.getByRole('combobox', { name: /Country/ }).closest('.MuiFormControl-root') as HTMLElement;
  // jsdom computes `color` through the style sheets (not the outline's border-color): the helper text's colour.
  const helper = box.querySelector('.MuiFormHelperText-root') as HTMLElement;
  return getComputedStyle(helper).color;
}

describe('EndUserField', () => {
  it('draws a filled required field green when a plan locks it, as when it does not', () => {
    expect(showCountry(false)).toBe('var(--mui-palette-success-main)');
    cleanup();
    const locked = showCountry(true);
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Netherlands');
    expect(locked).toBe('var(--mui-palette-success-main)');
  });
});
