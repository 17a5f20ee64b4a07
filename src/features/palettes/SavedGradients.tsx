import { lazy, Suspense } from 'react';

/**
 * The list, its store and its painting (the gradient's text reader, its CSS and its interpolation in every space) load
 * after the page: My Palettes' first visit stays within its budget, and the list is below the palettes.
 */
const SavedGradientList = lazy(() => import('./SavedGradientList'));

/**
 * The saved gradients, beside the saved themes on My Palettes: a card per gradient that opens the gradient tool with
 * it, and Delete with an Undo. Nothing is shown until a gradient is saved.
 */
export function SavedGradients() {
  return (
    <Suspense fallback={null}>
      <SavedGradientList />
    </Suspense>
  );
}
