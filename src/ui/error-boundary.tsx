/**
 * The fallback error screen of SPEC section 2 ('Etwas ist schiefgelaufen'). Wraps every form island
 * and the internal app: a render error is reported to Sentry (when active) and the visitor can retry
 * the subtree or reload the page. Focus moves to the message so screen readers announce it.
 */
import { Component, createRef, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "./sentry-client.ts";
import "./error-boundary.css";

interface Props {
  children: ReactNode;
  /** Called before the subtree is rendered again after 'Erneut versuchen'. */
  onReset?: () => void;
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private readonly heading = createRef<HTMLHeadingElement>();

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unbekannter Fehler") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { boundary: "ui", componentStack: (info.componentStack ?? "").slice(0, 500) });
  }

  override componentDidUpdate(_prev: Props, prevState: State): void {
    if (this.state.error && !prevState.error) this.heading.current?.focus();
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-fallback" role="alert">
        <h2 className="error-fallback__title" tabIndex={-1} ref={this.heading}>
          Etwas ist schiefgelaufen
        </h2>
        <p>Beim Anzeigen dieses Bereichs ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
        <div className="error-fallback__actions">
          <button type="button" className="error-fallback__button error-fallback__button--primary" onClick={this.reset}>
            Erneut versuchen
          </button>
          <button type="button" className="error-fallback__button" onClick={() => location.reload()}>
            Seite neu laden
          </button>
        </div>
      </div>
    );
  }
}
