import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../shared/paths.ts';
import { m } from '../i18n/paraglide/messages.js';

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
        <h1>{m.error_title()}</h1>
        <p className="muted">{m.error_text()}</p>
        <a className="button button-primary" href={paths.ask}>
          {m.error_ask()}
        </a>
      </div>
    );
  }
}
