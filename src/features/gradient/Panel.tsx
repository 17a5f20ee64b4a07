import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fieldBox, fieldLabel, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';

/** One of the tool's settings panels: a titled card (its title names the region). */
export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

const Card = styled.section`
  ${stack(tokens.space[3])}
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
  h2 { margin: 0; font-size: ${tokens.fontSizes[2]}px; }
`;

/** A labelled control in a panel: the label above, a select, number or range beneath. */
export const Field = styled.label`
  ${stack(tokens.space[1])}
  > span { ${fieldLabel()} }
  output { font-weight: ${tokens.fontWeights.regular}; }
  select, input[type='number'] { ${fieldBox({ height: 40, background: tokens.colors.background })} min-width: 0; }
  input[type='range'] { width: 100%; margin: 0; accent-color: ${tokens.colors.accent}; }
`;

/** Two fields side by side. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.space[3]}px;
`;
