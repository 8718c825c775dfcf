// docs/architecture.md, Module federation: a remote that fails to load (or throws while rendering) shows a clear
// message with a retry; the nav bar and every other page keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { classifyRemoteFailure, type RemoteFailure } from './remote-failure';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface RemoteErrorBoundaryState {
  failure: RemoteFailure | null;
}

export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failure: classifyRemoteFailure(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user sees the message and the retry.
    console.error('A portal remote failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure) return <RemoteUnavailable failure={failure} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
