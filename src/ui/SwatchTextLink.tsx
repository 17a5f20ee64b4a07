import { ColorSwatchLink } from './ColorSwatchLink';

type SwatchTextLinkProps = {
  code: string;
  name: string;
  dragId: string;
  /** Class names of the link and of its swatch; the text's are `${textPrefix}-text`, `-name` and `-code`. */
  className: string;
  swatchClass: string;
  textPrefix: string;
  /** Shows the name over the code (true by default). */
  named?: boolean;
  /** The swatch's `data-type`, where the stylesheet sizes it by type. */
  type?: string;
};

/**
 * A colour's link (draggable into a palette) holding its swatch over its name and code, as plain elements with
 * class names, for lists that render many at once and style them from one stylesheet.
 */
export function SwatchTextLink({ code, name, dragId, className, swatchClass, textPrefix, named = true, type }: SwatchTextLinkProps) {
  return (
    <ColorSwatchLink className={className} code={code} name={name} namedByText={named} dragId={dragId}>
      <span className={swatchClass} data-type={type} style={{ background: code }} />
      <span className={`${textPrefix}-text`}>
        {named ? <span className={`${textPrefix}-name`}>{name}</span> : null}
        {named ? ' ' : null}
        <span className={`${textPrefix}-code`}>{code}</span>
      </span>
    </ColorSwatchLink>
  );
}
