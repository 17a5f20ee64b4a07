import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from './theme';

type Props = {
  children: ReactNode;
  /** When it changes (e.g. the address), a failure shown is cleared and the children tried again. */
  resetKey?: string;
};
type State = { error: Error | null; resetKey?: string };

/** Catches a rendering failure below it and shows 'Something went wrong.' (SPEC §8). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorMessage />;
  }
}

/** The message shown for an unhandled rendering failure. */
export function ErrorMessage() {
  const { t } = useTranslation('common');
  return <Message role="alert">{t('errors.somethingWentWrong')}</Message>;
}

const Message = styled.p`
  padding: ${tokens.space[5]}px 0;
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
`;
