import { useId, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { LocalLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import type { SectionWidth } from './sections';
import { centredRow, emptyBox, mutedSmall, pillLink } from '../../ui/styles';

type SectionCardProps = {
  title: string;
  description?: string;
  /** Where 'See all' leads (a language-neutral path), if anywhere. */
  seeAll?: string;
  /** A further link beside 'See all' (a language-neutral path and its text). */
  extra?: { to: string; label: string };
  /** Share of a row on wide screens. */
  width: SectionWidth;
  children: ReactNode;
};

/** One section of the colour page: a titled card with an optional 'See all' link. */
export function SectionCard({ title, description, seeAll, extra, width, children }: SectionCardProps) {
  const { t } = useTranslation('color');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} $width={width}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {extra || seeAll ? (
          <Links>
            {extra ? (
              <SeeAll to={extra.to}>
                {extra.label}
                <ChevronRight aria-hidden />
              </SeeAll>
            ) : null}
            {seeAll ? (
              <SeeAll to={seeAll} aria-label={t('page.seeAllLabel', { section: title })}>
                {t('page.seeAll')}
                <ChevronRight aria-hidden />
              </SeeAll>
            ) : null}
          </Links>
        ) : null}
      </Head>
      {description ? <Description>{description}</Description> : null}
      {children}
    </Card>
  );
}

/** The two-column grid the sections sit in (one column on tablets and phones). */
export const SectionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[4] + 4}px;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${tokens.media.narrow} {
    gap: ${tokens.space[4]}px;
  }
`;

/** The 'No colors' state of a section. */
export function NoColors({ detail }: { detail?: string }) {
  const { t } = useTranslation('color');
  return (
    <Empty>
      <strong>{t('page.noColors')}</strong>
      {detail ? <span>{detail}</span> : null}
    </Empty>
  );
}

/** The surface of the colour page's cards: the sections and the values strip. */
export const sectionSurface = css`
  padding: ${tokens.space[4] + 4}px ${tokens.space[4] + 8}px ${tokens.space[4] + 8}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  ${tokens.media.narrow} {
    padding: ${tokens.space[4]}px;
  }
`;

const Card = styled.section<{ $width: SectionWidth }>`
  grid-column: ${({ $width }) => ($width === 'full' ? '1 / -1' : 'auto')};
  ${tokens.media.tablet} {
    grid-column: 1 / -1;
  }
  min-width: 0;
  ${sectionSurface}
  /* Cards below the screen skip style, layout and paint until scrolled near. */
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
`;

/** The title and its links in a row; on a narrow card the links go under the title rather than past the edge. */
const Head = styled.div`
  ${centredRow}
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space[1]}px ${tokens.space[4]}px;
  min-height: 32px;
  h2 { flex: 1 1 auto; font-size: ${tokens.fontSizes[3]}px; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[1]}px ${tokens.space[2]}px;
  margin-inline-start: auto;
`;

const SeeAll = styled(LocalLink)`
  ${pillLink}
  gap: ${tokens.space[1]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px
    ${tokens.space[3] + 2}px;
`;

const Description = styled.p`
  margin: ${tokens.space[1]}px 0 ${tokens.space[4]}px;
  ${mutedSmall}
`;

const Empty = styled.div`
  ${emptyBox(tokens.space[2])}
  min-height: 88px;
  padding: ${tokens.space[3] + 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium + 2}px;
  strong { font-size: ${tokens.fontSizes[2]}px; }
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
`;
