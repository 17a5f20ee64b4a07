import { useId, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LocalLink } from '../../ui/i18n';
import type { SectionWidth } from './sections';

type SectionCardProps = {
  title: string;
  description?: string;
  /** Where 'See all' leads (a language-neutral path), if anywhere. */
  seeAll?: string;
  /** Share of a row on wide screens. */
  width: SectionWidth;
  children: ReactNode;
};

/** One section of the colour page: a titled card with an optional 'See all' link. */
export function SectionCard({ title, description, seeAll, width, children }: SectionCardProps) {
  const { t } = useTranslation('color');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} $width={width}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {seeAll ? (
          <SeeAll to={seeAll} aria-label={t('page.seeAllLabel', { section: title })}>
            {t('page.seeAll')}
            <ChevronRight aria-hidden />
          </SeeAll>
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
  gap: ${({ theme }) => theme.space[4] + 4}px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.narrow} {
    gap: ${({ theme }) => theme.space[4]}px;
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

const Card = styled.section<{ $width: SectionWidth }>`
  grid-column: ${({ $width }) => ($width === 'full' ? '1 / -1' : 'auto')};
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
  min-width: 0;
  padding: ${({ theme }) => theme.space[4] + 4}px ${({ theme }) => theme.space[4] + 8}px ${({ theme }) => theme.space[4] + 8}px;
  border-radius: ${({ theme }) => theme.radius.large}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space[4]}px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  min-height: 32px;
  h2 { font-size: ${({ theme }) => theme.fontSizes[3]}px; }
`;

const SeeAll = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px
    ${({ theme }) => theme.space[3] + 2}px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  svg { width: 16px; height: 16px; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Empty = styled.div`
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 132px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium + 2}px;
  text-align: center;
  strong { font-size: ${({ theme }) => theme.fontSizes[2]}px; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes[1]}px; }
`;
