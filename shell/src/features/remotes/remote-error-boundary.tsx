// ARCHITECTURE.md: a remote that fails to load (or throws while rendering) shows a clear
// message with a retry; the nav bar and every other page keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user sees the message and the retry.
    console.error('A portal remote failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
