import { Suspense, lazy, type ComponentProps } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme';
import { withData } from '../data/pageData';

/** The try-on's code, its mocks and its translations (the lazy 'tryon' namespace) load when a page first shows it. */
const View = lazy(withData(['colorNames'], () => import('./TryOnView')));

/**
 * The try-on (issue 29): a palette or a theme worn by real interfaces, with the roles each element uses, every pair's
 * contrast and the colour-vision views. Loaded on first use.
 */
export function TryOn(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={<Placeholder aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}

const Placeholder = styled.div`
  min-height: 640px;
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;
