import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Rendering } from '../../core/contrast/screenContrast';
import { outlinePill } from '../ExactMark';

/**
 * The small mark beside a number of a pair with a wide or translucent colour: the screen the number came from, the
 * worse of an sRGB screen (the fallback) and a Display P3 one ('P3' / 'sRGB'), named in full for assistive technology
 * and in the tooltip. `kind` says what the number is: a contrast (the lower) or a distance (the closer).
 */
export function ScreenMark({ from, kind = 'contrast', className }: { from: Rendering | undefined; kind?: 'contrast' | 'distance'; className?: string }) {
  const { t } = useTranslation('check');
  if (from === undefined) return null;
  const label = t(kind === 'contrast' ? 'screens.worseOn' : 'screens.closestOn', { screen: t(`screens.names.${from}`) });
  return (
    <Mark className={className} role="img" aria-label={label} title={label} data-screen={from}>
      {t(`screens.marks.${from}`)}
    </Mark>
  );
}

/** A pill in the current text colour, as the exact colours' marks (ExactMark). */
const Mark = styled.span`
  ${outlinePill(10, 14, 4)}
  margin-left: 4px;
  vertical-align: middle;
`;
