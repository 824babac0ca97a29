import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Every page renders inside one of these: a crash shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="not-found" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">This page hit an unexpected problem. Please reload, or go back to your question.</p>
        <a className="button button-primary" href="/ask-your-tarot-question">
          Ask a question
        </a>
      </div>
    );
  }
}
