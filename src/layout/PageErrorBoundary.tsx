import { Component, type ErrorInfo, type ReactNode } from 'react';
import ServerErrorPage from '@/src/pages/system/ServerErrorPage';

interface State {
  error: unknown;
  errorInfo?: ErrorInfo;
}

/**
 * Catches a crashing screen inside the layout, so that the bar and footer stay usable; the
 * error page resets it when the user navigates elsewhere.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(_error: unknown, errorInfo: ErrorInfo): void {
    this.setState({ errorInfo });
  }

  reset = (): void => this.setState({ error: undefined, errorInfo: undefined });

  render(): ReactNode {
    const { error, errorInfo } = this.state;
    if (error === undefined) return this.props.children;
    return <ServerErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
