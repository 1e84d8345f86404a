import { PageError } from '@injury-assist/ui';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { renderRouterLink } from '../components/router-link';
import { useIsInsideMain } from '../lib/page/main-landmark';

type BoundaryProps = { resetKey: string; isInsideMain: boolean; children: ReactNode };
type BoundaryState = { failed: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Going to another route gives its page a fresh start rather than the last page's error.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const error = <PageError renderLink={renderRouterLink} onRetry={() => this.setState({ failed: false })} />;
    return this.props.isInsideMain ? error : <main>{error}</main>;
  }
}

/**
 * Every route renders inside one: a page that throws (damaged data, a chunk that failed to load)
 * shows a friendly page with 'Try again' and a way home instead of a blank screen. Inside an area the
 * layout's navigation stays, because each page has its own boundary below the layout's.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} isInsideMain={useIsInsideMain()}>
      {children}
    </Boundary>
  );
}
