/**
 * What the gradient page and the mesh page draw alike: the preview's frame and painted box, and the section that shows
 * the CSS. Their overlays (the ellipse's outline, the mesh's grid lines) take src/ui's `svgOverlay`.
 */
import styled from 'styled-components';
import { CHECKERBOARD } from '../../ui/ExactMark';
import { CodeBox } from '../../ui/export/exportParts';
import { tokens } from '../../ui/theme';

/** The preview's frame: handles and overlays are placed in it, over a checkerboard that translucent colours show. */
export const PreviewFrame = styled.div`
  position: relative;
  border-radius: ${tokens.radius.large}px;
  background: ${CHECKERBOARD};
  /* The handles stay inside the preview's stacking context. */
  isolation: isolate;
`;

/** The painted box: 16:9, 4:3 on a phone. */
export const PreviewPaint = styled.div`
  aspect-ratio: 16 / 9;
  max-height: 62vh;
  width: 100%;
  border-radius: ${tokens.radius.large}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  ${tokens.media.narrow} {
    aspect-ratio: 4 / 3;
  }
`;


/** The section that shows a gradient's CSS: its heading, the code (dimmed while it is being worked out) and what follows. */
export const CodeSection = styled.section`
  display: grid;
  gap: ${tokens.space[3]}px;
  h2 { margin: 0; font-size: ${tokens.fontSizes[3]}px; }
  ${CodeBox} { margin: 0; max-height: 320px; white-space: pre-wrap; overflow-wrap: anywhere; }
  ${CodeBox}[aria-busy='true'] { opacity: 0.7; }
`;
