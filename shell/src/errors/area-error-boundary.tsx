import { Component, type ReactNode } from 'react';
import { type RemoteName } from 'shared-contracts';
import { isRemoteLoadFailure, reportClientError } from 'remote-kit';

interface Props {
  /** Changing it clears a caught error, e.g. after the user pressed retry. */
  resetKey: unknown;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
  /** Whose code the area runs, as its error reports name it: the shell's own unless a remote's. */
  owner?: RemoteName;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches what a part of the page throws while rendering, so the rest keeps working. */
export class AreaErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    console.error('[shell] an area failed to render', error);
    const kind = isRemoteLoadFailure(error) ? 'remote_load' : 'render';
    reportClientError({ kind, remote: this.props.owner ?? 'shell', error });
  }

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
