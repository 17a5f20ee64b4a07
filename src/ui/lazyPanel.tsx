import { Suspense, lazy, type ComponentType } from 'react';
import styled from 'styled-components';
import { tokens } from './theme';

/**
 * Returns a panel whose code loads the first time a page shows it (`load` gives its module): until then a busy
 * placeholder at least `minHeight` px tall, on the surface with the large corners, holds its place.
 */
export function lazyPanel<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, minHeight: number): ComponentType<P> {
  const View = lazy(load);
  function LazyPanel(props: P) {
    return (
      <Suspense fallback={<Placeholder $minHeight={minHeight} aria-busy="true" />}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyPanel;
}

const Placeholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;
