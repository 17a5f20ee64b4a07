import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_DRAG_INSTRUCTIONS_ID, useColorDragStore } from './colorDragSource';

/**
 * The colour drag's root, loaded on first need (colorDragSource.ts). Should its chunk fail to load
 * (offline before it was ever cached), the drop targets still render and nothing can be dragged.
 */
const ColorDragRoot = lazy(() =>
  import('./ColorDragRoot').catch((error: unknown) => {
    console.warn('Irodori: colour drag could not load.', error);
    return { default: ({ children }: { children?: ReactNode }) => <>{children}</> };
  }),
);

/**
 * Rendered once beside the page: the keyboard instructions every swatch points to (aria-describedby),
 * and, once asked for, ColorDragRoot with `children` (the drop targets) inside it. The children mount
 * only with the root, so they are never mounted twice.
 */
export function ColorDragHost({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const wanted = useColorDragStore((state) => state.wanted);
  return (
    <>
      {/* Hidden, not merely off-screen: read as the swatches' description, not as text of the page. */}
      <p id={COLOR_DRAG_INSTRUCTIONS_ID} hidden>
        {t('drag.instructions')}
      </p>
      {wanted ? (
        <Suspense fallback={null}>
          <ColorDragRoot>{children}</ColorDragRoot>
        </Suspense>
      ) : null}
    </>
  );
}
