import { Component, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from '@/src/components/lazyRoute';

type ScreenModule = { default: ComponentType<{ who?: string }> };
const screenModule = (text: string): ScreenModule => ({
  default: ({ who = 'you' }) => <h1>{`${text} ${who}`}</h1>,
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>The screen could not load</p> : this.props.children;
  }
}

describe('lazyRoute', () => {
  it('shows the loading screen until the chunk arrives, then the screen with its props', async () => {
    let arrive: (module: ScreenModule) => void = () => undefined;
    const Screen = lazyRoute(() => new Promise<ScreenModule>((resolve) => (arrive = resolve)));
    render(<Screen who="demo" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    arrive(screenModule('Hello'));
    expect(await screen.findByRole('heading', { name: 'Hello demo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders a preloaded screen in its first render, without the loading screen', async () => {
    const load = vi.fn(async () => screenModule('Ready'));
    const Screen = lazyRoute(load);
    Screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Ready you' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the screen when the chunk arrives between its render and its effects', async () => {
    // Outside act(), as in a browser: React runs effects in a later task, after the chunk's promise has settled.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const Screen = lazyRoute(() => Promise.resolve(screenModule('Quick')));
      root.render(<Screen />);
      expect(await screen.findByRole('heading', { name: 'Quick you' })).toBeInTheDocument();
    } finally {
      root.unmount();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('hands a failed load to the error boundary, and loads again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(screenModule('Back'));
    const Screen = lazyRoute(load);
    const { unmount } = render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    expect(await screen.findByText('The screen could not load')).toBeInTheDocument();
    unmount();
    render(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Back you' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
