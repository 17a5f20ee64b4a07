import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from '../../ui/theme';

type Section = { heading: string; paragraphs: string[] };

/** Renders the headed paragraphs stored under `key` in the static namespace. */
export function StaticSections({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('static');
  const sections = t(i18nKey, { returnObjects: true }) as Section[];
  return (
    <>
      {sections.map((section) => (
        <Block key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Block>
      ))}
    </>
  );
}

export const Block = styled.section`
  margin-top: ${tokens.space[5]}px;
  h2 {
    font-size: ${tokens.fontSizes[4]}px;
    margin-bottom: ${tokens.space[3]}px;
  }
  p + p { margin-top: ${tokens.space[4] - 4}px; }
  ul { padding-left: 1.2em; margin: 0; }
`;

export const Lead = styled.p`
  font-size: ${tokens.fontSizes[3]}px;
  color: ${tokens.colors.textMuted};
`;
