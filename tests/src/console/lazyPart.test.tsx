/** A part named in a definition: loaded once with its view, then rendered with the view's props and its own. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from '@/src/console/lazyPart';

function Greeting({ name, greeting }: { name: string; greeting: string }) {
  return <p>{`${greeting}, ${name}`}</p>;
}

const module = { Greeting };

describe('lazyPart', () => {
  it('renders nothing before its module is loaded, then the export it names', async () => {
    const Part = lazyPart(() => Promise.resolve(module), 'Greeting');
    const { rerender } = render(<Part name="Ada" greeting="Hello" />);
    expect(screen.queryByText('Hello, Ada')).toBeNull();
    await Part.load();
    rerender(<Part name="Ada" greeting="Hello" />);
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('takes props of the definition, which the view then need not give', async () => {
    const Part = lazyPart(() => Promise.resolve(module), 'Greeting', { greeting: 'Bonjour' });
    await Part.load();
    render(<Part name="Ada" />);
    expect(screen.getByText('Bonjour, Ada')).toBeTruthy();
    // @ts-expect-error: a prop the definition did not give is still the view's to give
    expect(() => render(<Part />)).not.toThrow();
  });
});
