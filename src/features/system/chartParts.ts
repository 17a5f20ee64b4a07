import styled from 'styled-components';
import { fieldLabel, spreadRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';

/** The SVG charts' viewBox and margins, in SVG units: the curve charts and the contrast charts line up. */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 150;

/** A chart of the editor: a titled column, its SVG as wide as the column, axis text small and muted, guides thin. */
export const ChartCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]}px;
  min-width: 0;
  svg { width: 100%; height: auto; overflow: visible; }
  svg text { font-size: 9px; fill: ${tokens.colors.textMuted}; }
  .grid { stroke: ${tokens.colors.border}; stroke-width: 1; }
`;

/** A chart's head: its title, and its control at the other end. */
export const ChartHead = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px;
  h3 { margin: 0; font-size: ${tokens.fontSizes[1]}px; }
  h3 small { ${fieldLabel(tokens.fontSizes[0])} font-weight: ${tokens.fontWeights.regular}; }
`;

/** A chart's legend under it: small muted items in a row that wraps. */
export const ChartLegend = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${tokens.space[3]}px;
  row-gap: ${tokens.space[1]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

/** One legend item: a small sample drawn in SVG (its classes the chart's own), then its words. */
export const LegendItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  white-space: nowrap;
  svg { width: 18px; height: 8px; overflow: visible; }
`;
