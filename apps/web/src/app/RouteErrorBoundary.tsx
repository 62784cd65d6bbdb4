import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface State {
  error: unknown;
}

/** Catches a page that throws while rendering (or whose code fails to load) and shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
