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
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  });

  it('is disabled without a spinner when there is nothing to submit', () => {
    render(
      <SubmitButton pending={false} disabled>
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is enabled otherwise', () => {
    render(<SubmitButton pending={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
