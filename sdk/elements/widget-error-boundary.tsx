import { Component, type ReactNode } from 'react';

interface Props {
  /** When this changes (new attributes), a failed widget tries again. */
  resetKey: string;
  onError: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches a render error of a widget so that it shows a message instead of breaking the page. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
