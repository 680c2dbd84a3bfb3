import { Component, type ErrorInfo, type ReactNode } from 'react';
import { canGoBack, logClientError } from './logError';
import { SomethingWentWrong } from './SomethingWentWrong';

interface State {
  error: Error | null;
}

/**
 * Catches uncaught render errors (spec 1 §8): shows the error page with a go-back button and posts the error to
 * /api/log-error/ with message, stack, componentStack and time. It sits outside the router, so it navigates with
 * the History API and clears itself once the address changes.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    void logClientError(error, info.componentStack ?? null);
  }

  componentDidMount() {
    window.addEventListener('popstate', this.reset);
  }

  componentWillUnmount() {
    window.removeEventListener('popstate', this.reset);
  }

  private reset = () => {
    if (this.state.error) this.setState({ error: null });
  };

  private goBack = () => {
    if (canGoBack()) window.history.back();
    else window.location.assign('/');
  };

  render() {
    if (this.state.error)
      return <SomethingWentWrong onGoBack={this.goBack} onReload={() => window.location.reload()} />;
    return this.props.children;
  }
}
