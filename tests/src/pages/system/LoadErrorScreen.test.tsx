import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import LoadErrorScreen from '@/src/pages/system/LoadErrorScreen';

describe('load error page', () => {
  it('explains and retries', () => {
    const onRetry = vi.fn();
    renderScreen(<LoadErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'The portal could not load your account data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
