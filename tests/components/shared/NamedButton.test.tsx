import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutline';
import { NamedButton } from '../../../src/components/NamedButton';
import { renderScreen } from '../render';

/** A phone: every `max-width` media query matches, so react-admin's Button shows only its icon. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('NamedButton', () => {
  it.each([false, true])('keeps its label as the accessible name on a phone (disabled: %s)', (disabled) => {
    phoneWidth();
    renderScreen(
      <NamedButton label="numbers.list.cancel" disabled={disabled}>
        <RemoveCircleIcon />
      </NamedButton>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).not.toHaveTextContent('Cancel');
    expect(button).toHaveProperty('disabled', disabled);
  });
});
