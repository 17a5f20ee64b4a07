import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fieldBox, fieldLabel, stack } from './styles';
import { tokens } from './theme';

/** A tool's settings panel: a titled card (its title names the region); the gradient, mesh and colour system tools'. */
export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <PanelCard aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </PanelCard>
  );
}

/** The panel's card, for a panel whose head holds more than its title (labelled by it with aria-labelledby). */
export const PanelCard = styled.section`
  ${stack(tokens.space[3])}
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
  h2 { margin: 0; font-size: ${tokens.fontSizes[2]}px; }
`;

/** A labelled control in a panel: the label above, a select, number, text field or range beneath. */
export const Field = styled.label`
  ${stack(tokens.space[1])}
  > span { ${fieldLabel()} }
  output { font-weight: ${tokens.fontWeights.regular}; }
  select, input[type='number'], input[type='text'] { ${fieldBox({ height: 40, background: tokens.colors.background })} min-width: 0; }
  input[type='range'] { width: 100%; margin: 0; accent-color: ${tokens.colors.accent}; }
`;

/** Two fields side by side. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.space[3]}px;
`;
