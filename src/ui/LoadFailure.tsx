import styled from 'styled-components';
import { Button } from './Button';
import { tokens } from './theme';
import { spreadRow } from './styles';

/**
 * The notice shown where colours failed to load (Explore, a category's grid): what happened and a
 * button to try again. Announced as an alert. `className` places it (margins) in its page.
 */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Notice role="alert" className={className}>
      <p>{message}</p>
      <Button type="button" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  ${spreadRow}
  gap: ${tokens.space[4]}px;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.danger};
  border-radius: ${tokens.radius.medium}px;
`;
