import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import LoadingScreen from '@/src/pages/system/LoadingScreen';

describe('loading page', () => {
  it('a spinner named Loading…', () => {
    renderScreen(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });
});
