import { Suspense, lazy, type ComponentProps } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme';
import { withData } from '../data/pageData';

/** The check's code and its translations (the lazy 'check' namespace) load when a page first shows it. */
const View = lazy(withData(['colorNames'], () => import('./PaletteCheckView')));

/** The palette check of a palette (see PaletteCheckView), loaded on first use. */
export function PaletteCheck(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={<Placeholder aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}

const Placeholder = styled.div`
  min-height: 240px;
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;
