import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { LocalLink } from '../../ui/i18n';
import { linkTabs } from '../../ui/styles';
import { tokens } from '../../ui/theme';

/** The gradient tool's two pages: gradients of stops (linear, radial, conic) and mesh gradients. */
export type GradientMode = 'stops' | 'mesh';

const TARGETS: Record<GradientMode, () => string> = { stops: () => paths.gradient(), mesh: () => paths.mesh() };

/**
 * The switch between the gradient tool's two pages, under the title: links (each page is its own address), the
 * current one marked as the page, as the generator's modes are.
 */
export function GradientModes({ current }: { current: GradientMode }) {
  const { t } = useTranslation('common');
  return (
    <Modes aria-label={t('gradientModes.label')}>
      {(Object.keys(TARGETS) as GradientMode[]).map((mode) => (
        <LocalLink key={mode} to={TARGETS[mode]()} aria-current={mode === current ? 'page' : undefined} onClick={(event) => mode === current && event.preventDefault()}>
          {t(`gradientModes.${mode}`)}
        </LocalLink>
      ))}
    </Modes>
  );
}

const Modes = styled.nav`
  ${linkTabs}
  flex-wrap: wrap;
  column-gap: ${tokens.space[5]}px;
  margin: -${tokens.space[2]}px 0 ${tokens.space[4]}px;
`;
