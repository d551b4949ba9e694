import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { NamedButton } from '@/src/components/NamedButton';
import { renderScreen } from '@/tests/support/render';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const desktop = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktop;
});

describe('NamedButton', () => {
  it.each([false, true])('keeps its label as the accessible name on a phone (disabled: %s)', (disabled) => {
    setViewportWidth(375);
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
