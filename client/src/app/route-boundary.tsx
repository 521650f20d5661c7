import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '../components/error-state';

/** A route's code chunk failed to download (a new deployment, or the network dropped): only a reload fixes that. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(error.message);

interface BoundaryProps {
  resetKey: string;
  onReset: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** Leaving the failed page (another pathname) clears the error. */
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) return window.location.reload();
    this.props.onReset();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error !== undefined) {
      return (
        <div className="container page">
          <ErrorState error={isChunkLoadError(this.state.error) ? undefined : this.state.error} onRetry={this.retry} />
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * The error boundary around every route (routes.tsx): a screen that throws shows a translated message and a Retry
 * button inside the layout, never a blank page. Retry re-renders the screen and refetches its failed queries (those
 * with `throwOnError`); a chunk that failed to download reloads the page.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={pathname} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
