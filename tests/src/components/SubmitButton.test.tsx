import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SubmitButton } from '@/src/components/SubmitButton';

describe('SubmitButton', () => {
  it('is disabled with a spinner while the request runs', () => {
    render(
      <SubmitButton pending pendingLabel="Saving">
        Save
      </SubmitButton>,
    );
    // Disabled, and still focusable (issue 36): a pressed button keeps the focus.
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  });

  it('is disabled without a spinner when there is nothing to submit', () => {
    render(
      <SubmitButton pending={false} disabled>
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is enabled otherwise', () => {
    render(<SubmitButton pending={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });
});
