// spec §2: a generic router fallback shows 'Unexpected Application Error!': for a path no route
// knows, and in place of a page that failed while rendering.
import { FAILURE } from '@parking/shared/domain';
import { Button, PageFrame } from '@parking/shared/ui';
import { Component, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from '../lib/session/landing-path';

export function RouteError() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <h1>{FAILURE.unexpected}</h1>
      <div>
        <Button onClick={() => navigate(landingPath())}>Back to the community page</Button>
      </div>
    </PageFrame>
  );
}

interface BoundaryProps {
  /** The current path: a new path clears the error, so the user can navigate away. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that throws while rendering and shows RouteError instead of a blank page. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
