import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { SwatchCard, SwatchGrid } from '../../ui/SwatchCard';
import { useColorName } from '../../ui/palette/swatchText';
import { NoColors, SectionCard } from './SectionCard';
import type { SectionSwatch, SwatchSectionDef } from './sections';
import { gradientPathOf } from '../../ui/gradientPath';

/** The sections that lead from the colour somewhere (to white, to black, round the hue wheel): each offers its gradient. */
const GRADIENT_SECTIONS: readonly string[] = ['tint', 'shade', 'hue'];

/** Returns a hue offset with its sign: '+120', '−16' (a real minus sign), '0'. */
function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return '0';
}

/** One scheme section: its swatches as cards (links to their pages, draggable), or 'No colors'. */
export function SwatchSection({ section, base }: { section: SwatchSectionDef; base: string }) {
  const colorName = useColorName();
  const { t } = useTranslation('color');
  const swatches = useMemo(() => section.swatches(base), [section, base]);
  const detail = (swatch: SectionSwatch) => {
    const d = swatch.detail;
    if (!d) return undefined;
    if (d.kind === 'base') return t('detail.base');
    if (d.kind === 'lightness') return t('detail.lightness', { value: d.value });
    if (d.kind === 'role') return t(`common:uiRoles.${d.role}`);
    if (d.kind === 'mix') return t('detail.mix', { value: d.value });
    return t('detail.offset', { value: signed(d.value) });
  };
  const title = t(`sections.${section.id}.title`);
  // The tints run from the colour to white, the shades to black, the hues round the wheel: each a gradient from the colour.
  const gradientPath = GRADIENT_SECTIONS.includes(section.id) ? gradientPathOf([base, ...swatches.map((swatch) => swatch.code).filter((code) => code !== base)]) : null;
  return (
    <SectionCard
      title={title}
      description={t(`sections.${section.id}.description`)}
      width={section.width}
      // An empty section links nowhere: the generator would show the same nothing.
      seeAll={section.seeAll && swatches.length > 0 ? paths.generator(base, section.seeAll) : undefined}
      extra={
        section.id === 'lightness'
          ? { to: paths.scale(base), label: t('page.makeScale') }
          : section.id === 'ui' && swatches.length > 0
            ? { to: paths.theme({ from: 'color', colors: [base] }), label: t('page.makeTheme') }
            : gradientPath
              ? { to: gradientPath, label: t('page.makeGradient') }
              : undefined
      }
    >
      {swatches.length === 0 ? (
        <NoColors detail={section.id === 'sameLightness' ? undefined : t(section.id === 'gray' ? 'page.noHueGray' : section.id === 'ui' ? 'page.noHueUi' : 'page.noHue')} />
      ) : (
        <SwatchGrid $count={swatches.length} $columns={section.columns} data-testid={`section-${section.id}`}>
          {swatches.map((swatch, i) => (
            <SwatchCard
              key={`${i}-${swatch.code}`}
              code={swatch.code}
              name={colorName(swatch.code)}
              dragId={`${section.id}-${i}`}
              detail={detail(swatch)}
              height={section.width === 'full' ? 88 : 72}
              narrowHeight={64}
            />
          ))}
        </SwatchGrid>
      )}
    </SectionCard>
  );
}
