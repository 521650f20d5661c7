import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/error-state';

/**
 * The last line of defence around the whole app: the layout itself failed. Retry reloads the page. (Screens have
 * their own boundary, RouteBoundary, inside the layout.)
 */
export class RootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The application failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="container page" id="main">
        <ErrorState onRetry={() => window.location.reload()} />
      </main>
    );
  }
}
