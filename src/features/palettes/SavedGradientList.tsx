import { useMemo } from 'react';
import { Blend } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readGradientText } from '../../core/gradient/address';
import { gradientCss } from '../../core/gradient/css';
import type { SavedGradient } from '../../core/model/gradients';
import { paths } from '../../config/paths';
import { useGradientsStore } from '../../stores/gradients';
import { LocalLink } from '../../ui/i18n';
import { SectionTitle } from '../../ui/Page';
import { CHECKERBOARD } from '../../ui/ExactMark';
import { SavedCard, SavedCardFoot, SavedGrid, SavedSection } from './savedCards';

/** Returns the gradient tool's address of a saved gradient (its text as the address's `g`, its name as `name`). */
function savedGradientPath(saved: SavedGradient): string {
  return paths.gradient({ g: saved.text, name: saved.name });
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
    <SavedSection aria-labelledby="saved-gradients-title">
      <SectionTitle id="saved-gradients-title">{t('gradients.title')}</SectionTitle>
      <SavedGrid>
        {gradients.map((saved, index) => (
          <li key={saved.id}>
            <SavedCard>
              <Preview to={savedGradientPath(saved)} aria-label={t('gradients.open', { name: saved.name })}>
                <Thumbnail text={saved.text} />
              </Preview>
              <SavedCardFoot
                icon={<Blend aria-hidden />}
                name={saved.name}
                texts={{ delete: t('gradients.delete', { name: saved.name }), deleted: t('gradients.deleted'), undo: t('gradients.undo') }}
                remove={() => remove(saved.id)}
                restore={() => restoreAt(saved, index)}
              />
            </SavedCard>
          </li>
        ))}
      </SavedGrid>
    </SavedSection>
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

const Preview = styled(LocalLink)`
  display: block;
  height: 96px;
  /* Translucent stops show over a checkerboard, as design tools show transparency (the gradient tool's own). */
  background: ${CHECKERBOARD};
`;

const Paint = styled.span`
  display: block;
  width: 100%;
  height: 100%;
`;

