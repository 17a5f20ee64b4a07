import type { CSSProperties } from 'react';
import styled from 'styled-components';

type TextSampleProps = {
  /** The sample's glyphs, e.g. 'Aa'. */
  text: string;
  /** What the sample shows, for assistive technology, e.g. '#ffffff text on #3a7bd5'. */
  label: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A preview of text in a chosen colour pair: a picture of text (role="img" with a spoken label), not page text.
 * A contrast tool must be able to show pairs that fail WCAG, so the glyphs are drawn by CSS generated content
 * (no DOM text node); the label says what is shown.
 */
export function TextSample({ text, label, className, style }: TextSampleProps) {
  return <Sample role="img" aria-label={label} data-text={text} className={className} style={style} />;
}

const Sample = styled.span`
  display: inline-block;
  &::before {
    content: attr(data-text);
  }
`;
