import type { ReactNode } from 'react';

/**
 * Words that depend on the pointer: `fine` where colours can be dragged (a mouse, a trackpad), `coarse` for a finger,
 * which cannot drag them. Both are rendered and the style sheet shows one (globalCss.ts, by `pointer` media query), so
 * the HTML prerendered at build time is right on every device, with nothing to swap after hydration.
 */
export function PointerText({ fine, coarse }: { fine: ReactNode; coarse: ReactNode }) {
  return (
    <>
      <span className="for-fine-pointer">{fine}</span>
      <span className="for-coarse-pointer">{coarse}</span>
    </>
  );
}
