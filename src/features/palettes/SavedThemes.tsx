import { PaintRoller } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedTheme } from '../../core/model/themes';
import { themeQuery } from '../../core/theme/themeUrl';
import { paths } from '../../config/paths';
import { useThemesStore } from '../../stores/themes';
import { LocalLink } from '../../ui/i18n';
import { SectionTitle } from '../../ui/Page';
import { tokens } from '../../ui/theme';
import { SavedCard, SavedCardFoot, SavedGrid, SavedSection } from './savedCards';

/** The roles a theme's card shows, in each appearance: its ground and its accents. */
const CARD_ACCENTS = ['primary', 'secondary', 'tertiary', 'error'] as const;

/** Returns the theme tool's address of a saved theme (every setting written out). */
export function savedThemePath(saved: SavedTheme): string {
  return `${paths.theme()}?${themeQuery({ name: saved.name, settings: saved.settings }, () => ({}))}`;
}

/**
 * The saved themes, beside the palettes on My Palettes: a card per theme, newest first, showing its light
 * and dark grounds with their accents; the card opens the theme tool with it, and Delete removes it with an Undo.
 * Nothing is shown until a theme is saved.
 */
export function SavedThemes() {
  const { t } = useTranslation('palettes');
  const themes = useThemesStore((state) => state.themes);
  const remove = useThemesStore((state) => state.remove);
  const restoreAt = useThemesStore((state) => state.restoreAt);
  if (themes.length === 0) return null;
  return (
    <SavedSection aria-labelledby="saved-themes-title">
      <SectionTitle id="saved-themes-title">{t('themes.title', { count: themes.length })}</SectionTitle>
      <SavedGrid>
        {themes.map((saved, index) => (
          <li key={saved.id}>
            <SavedCard>
              <Preview to={savedThemePath(saved)} aria-label={t('themes.open', { name: saved.name })}>
                {(['light', 'dark'] as const).map((mode) => (
                  <Ground key={mode} style={{ background: saved.theme[mode].background, color: saved.theme[mode].onBackground }}>
                    <Aa aria-hidden>Aa</Aa>
                    <Dots aria-hidden>
                      {CARD_ACCENTS.map((role) => (
                        <i key={role} style={{ background: saved.theme[mode][role] }} />
                      ))}
                    </Dots>
                  </Ground>
                ))}
              </Preview>
              <SavedCardFoot
                icon={<PaintRoller aria-hidden />}
                name={saved.name}
                texts={{ delete: t('themes.delete', { name: saved.name }), deleted: t('themes.deleted'), undo: t('themes.undo') }}
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

const Preview = styled(LocalLink)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  height: 96px;
  text-decoration: none;
`;

const Ground = styled.span`
  display: grid;
  align-content: space-between;
  padding: ${tokens.space[3]}px;
`;

const Aa = styled.span`
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1;
`;

const Dots = styled.span`
  display: flex;
  gap: ${tokens.space[1]}px;
  i { width: 16px; height: 16px; border-radius: 50%; box-shadow: ${tokens.swatchEdge}; }
`;

