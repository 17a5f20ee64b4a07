import { useMemo } from 'react';
import { Blend, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readGradientText } from '../../core/gradient/address';
import { gradientCss } from '../../core/gradient/css';
import type { SavedGradient } from '../../core/model/gradients';
import { paths } from '../../config/paths';
import { useGradientsStore } from '../../stores/gradients';
import { showToast } from '../../stores/toasts';
import { IconButton } from '../../ui/IconButton';
import { LocalLink } from '../../ui/i18n';
import { SectionTitle } from '../../ui/Page';
import { bareList, cardSurface, ellipsis, hoverLift } from '../../ui/styles';
import { tokens } from '../../ui/theme';

/** Returns the gradient tool's address of a saved gradient (its text as the address's `g`). */
function savedGradientPath(saved: SavedGradient): string {
  return paths.gradient({ g: saved.text });
}

/**
 * The saved gradients' list (./SavedGradients.tsx loads it after the page): a card per gradient, newest first, painted
 * with it (over a checkerboard, where it is translucent); the card opens the gradient tool with it, and Delete removes
 * it with an Undo. Nothing is shown until a gradient is saved.
 */
export default function SavedGradientList() {
  const { t } = useTranslation('palettes');
  const gradients = useGradientsStore((state) => state.gradients);
  const remove = useGradientsStore((state) => state.remove);
  const restoreAt = useGradientsStore((state) => state.restoreAt);
  if (gradients.length === 0) return null;
  return (
    <Section aria-labelledby="saved-gradients-title">
      <SectionTitle id="saved-gradients-title">{t('gradients.title')}</SectionTitle>
      <Grid>
        {gradients.map((saved, index) => (
          <li key={saved.id}>
            <Card>
              <Preview to={savedGradientPath(saved)} aria-label={t('gradients.open', { name: saved.name })}>
                <Thumbnail text={saved.text} />
              </Preview>
              <Foot>
                <Blend aria-hidden />
                <Name title={saved.name}>{saved.name}</Name>
                <IconButton
                  type="button"
                  $size={36}
                  aria-label={t('gradients.delete', { name: saved.name })}
                  title={t('gradients.delete', { name: saved.name })}
                  onClick={() => {
                    remove(saved.id);
                    showToast(t('gradients.deleted'), saved.name, { label: t('gradients.undo'), run: () => restoreAt(saved, index) });
                  }}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </Foot>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

/** The gradient of a saved text, painted as CSS paints it. */
function Thumbnail({ text }: { text: string }) {
  const css = useMemo(() => {
    const gradient = readGradientText(text);
    return gradient === null ? undefined : gradientCss(gradient);
  }, [text]);
  return <Paint data-testid="saved-gradient-paint" style={{ backgroundImage: css }} />;
}

const Section = styled.section`
  margin-top: ${tokens.space[5]}px;
`;

const Grid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${tokens.space[4]}px;
`;

const Card = styled.div`
  ${cardSurface}
  overflow: hidden;
  ${hoverLift}
`;

const Preview = styled(LocalLink)`
  display: block;
  height: 96px;
  /* Translucent stops show over a checkerboard, as design tools show transparency (the gradient tool's own). */
  background: repeating-conic-gradient(#e5e7eb 0 25%, #ffffff 0 50%) 0 0 / 16px 16px;
`;

const Paint = styled.span`
  display: block;
  width: 100%;
  height: 100%;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  svg { width: 16px; height: 16px; flex: none; color: ${tokens.colors.textMuted}; }
`;

const Name = styled.span`
  ${ellipsis}
  flex: 1;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
`;
