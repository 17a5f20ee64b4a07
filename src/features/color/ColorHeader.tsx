import { useState } from 'react';
import { BookmarkPlus, Pipette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { useLanguage, useLocalize } from '../../ui/i18n';
import { lazyDialog } from '../../ui/lazyDialog';
import { AA_LARGE_TEXT } from '../../core/contrast/readableText';
import { tokens } from '../../ui/theme';
import { CopySplitButton } from '../../ui/copy/CopyButtons';
import type { JapaneseMatchState } from './useJapaneseMatch';
import { spreadRow, stack } from '../../ui/styles';
import { tryAuthoredColor, type ExactInfo } from '../../core/exact/authoredColor';
import { ExactFallback, inkOnPaint, paintOf } from '../../ui/ExactMark';

const ColorPickerDialog = lazyDialog(() => import('../../ui/picker/ColorPickerDialog').then((module) => module.ColorPickerDialog));
const SelectPaletteDialog = lazyDialog(() => import('../../ui/palette/SelectPaletteDialog').then((module) => module.SelectPaletteDialog));

/**
 * The colour page's header (SPEC §2): a large swatch with the name (the page's h1) and code, the description,
 * and the actions: copy the code, save to a palette, change the colour with the picker. On Japanese pages
 * the nearest traditional colour's kanji leads the heading when it names the colour (exact or very close),
 * in a line whose height is kept while it loads. A wide or translucent colour is painted as it is, with its exact text,
 * its marks and its sRGB fallback; copy and save take it as it is.
 */
export function ColorHeader({ color, japanese, exact }: { color: Color; japanese: JapaneseMatchState; exact?: ExactInfo | null }) {
  const { t } = useTranslation('color');
  const navigate = useNavigate();
  const localize = useLocalize();
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  // The name and code are large text (46 and 24 px), so the tinted foreground needs 3:1 (WCAG 1.4.3).
  // A translucent colour is read over the checkerboard it is painted on.
  const ink = inkOnPaint(color.colorCode, exact?.alpha, color.foreground, AA_LARGE_TEXT);
  const lang = useLanguage();
  // Only a name that describes the colour: exact or under the just-noticeable difference.
  const shown = lang === 'ja' && japanese.status === 'ready' && (japanese.closeness === 'exact' || japanese.closeness === 'very-close') ? japanese : null;

  return (
    <header>
      <Hero style={{ background: exact ? paintOf(exact.exact, exact.alpha) : color.colorCode, color: ink }}>
        <Heading>
          {lang === 'ja' ? (
            <Traditional lang="ja">
              {shown ? (
                <>
                  <span className="visually-hidden">{t('japanese.heroLabel')}</span>
                  {shown.entry.kanji}
                </>
              ) : null}
            </Traditional>
          ) : null}
          <h1>{color.name}</h1>
          <Code>{exact ? exact.exact : color.colorCode}</Code>
          {exact ? (
            <Fallback info={exact} style={{ color: inkOnPaint(color.colorCode, exact.alpha, color.foreground) }} />
          ) : null}
        </Heading>
      </Hero>
      <Bar>
        <Description>{color.description}</Description>
        <Actions>
          <CopySplitButton codes={[exact ? exact.exact : color.colorCode]} label={t('page.copy')} what={exact ? exact.exact : color.colorCode} />
          <Button type="button" onClick={() => setSaving(true)}>
            <BookmarkPlus aria-hidden />
            {t('page.save')}
          </Button>
          <Button type="button" $variant="primary" onClick={() => setPicking(true)}>
            <Pipette aria-hidden />
            {t('page.change')}
          </Button>
        </Actions>
      </Bar>
      <SelectPaletteDialog open={saving} onClose={() => setSaving(false)} code={exact ? exact.exact : color.colorCode} />
      <ColorPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        initialColor={exact ? exact.exact : color.colorCode}
        keepExact
        onApply={(chosen) => {
          if (chosen === (exact ? exact.exact : color.colorCode)) return;
          const authored = tryAuthoredColor(chosen);
          if (authored) navigate(localize(paths.color(authored.code, authored.exact)));
        }}
      />
    </header>
  );
}

const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: flex-start;
  min-height: 220px;
  padding: ${tokens.space[5] - 4}px ${tokens.space[5]}px;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  ${tokens.media.narrow} {
    min-height: 180px;
    padding: ${tokens.space[4]}px ${tokens.space[4] + 4}px;
  }
`;

const Heading = styled.div`
  ${stack(tokens.space[2])}
  h1 {
    font-size: ${tokens.fontSizes[7]}px;
    line-height: 1.1;
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
    ${tokens.media.narrow} {
      font-size: ${tokens.fontSizes[6]}px;
    }
  }
`;

/**
 * The traditional name's line: always there on Japanese pages, so the heading does not move when it
 * fills. Bold at 21 px it is large text, so it takes the heading's colour (3:1 on the fill).
 */
const Traditional = styled.p`
  min-height: 30px;
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 30px;
`;

const Code = styled.p`
  font-family: ${tokens.fonts.mono};
  /* 24 px at every width: large text by WCAG's definition, so 3:1 is enough on the fill. */
  font-size: ${tokens.fontSizes[5]}px;
  overflow-wrap: anywhere;
`;

/** A wide colour's marks and fallback under its exact text: normal text, so its own colour reaches 4.5:1 on the fill. */
const Fallback = styled(ExactFallback)`
  font-size: ${tokens.fontSizes[2]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const Bar = styled.div`
  ${spreadRow}
  gap: ${tokens.space[4]}px;
  margin-top: ${tokens.space[4]}px;
`;

const Description = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[3]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  ${tokens.media.narrow} {
    width: 100%;
    display: grid;
    grid-template-columns: 1fr 1fr;
    & > :last-child { grid-column: 1 / -1; }
  }
`;
