import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IRODORI_ROLES, type IrodoriRole, type RoleColors } from '../../core/theme/roles';
import { tokens } from '../../ui/theme';

/**
 * Returns the frame's custom properties for the colours: one per role of Irodori's set (every Material theme has them
 * too), so a change recolours without new markup.
 */
function roleProperties(colors: RoleColors): CSSProperties {
  const out: Record<string, string> = {};
  for (const role of IRODORI_ROLES) out[`--t-${role}`] = colors[role];
  return out as CSSProperties;
}

const v = (role: IrodoriRole) => `var(--t-${role})`;

/**
 * A small interface in the theme's colours (issue 28): an app bar, a card with a heading, body and muted text, a
 * filled, a tonal and an outlined button and a link, a chip, an input, a switch and a checkbox, an error alert and a
 * snackbar. A picture of an interface (role="img" with a spoken summary): its words are drawn by generated content,
 * since a theme edited by hand may fail contrast somewhere and the preview must show it as it is. The full try-on
 * on real interfaces is its own tool.
 */
export function ThemePreview({ colors, mode }: { colors: RoleColors; mode: 'light' | 'dark' }) {
  const { t } = useTranslation('theme');
  const w = (key: string) => ({ 'data-text': t(`mock.${key}`) });
  return (
    <Frame role="img" aria-label={t('preview.label', { mode: t(`mode.${mode}`) })} style={roleProperties(colors)} data-mode={mode}>
      <Bar aria-hidden>
        <Brand>
          <Logo />
          <Words {...w('brand')} className="strong" />
        </Brand>
        <Nav>
          <Words {...w('navHome')} className="active" />
          <Words {...w('navProjects')} />
          <Words {...w('navTeam')} />
        </Nav>
      </Bar>
      <Body aria-hidden>
        <ModeLabel {...w(mode === 'light' ? 'light' : 'dark')} />
        <Card>
          <CardHead>
            <Words {...w('title')} className="title" />
            <Chip {...w('chip')} />
          </CardHead>
          <Words {...w('body')} />
          <Words {...w('muted')} className="muted small" />
          <Field>
            <Words {...w('label')} className="label" />
            <Input>
              <Words {...w('value')} />
            </Input>
          </Field>
          <Toggles>
            <span>
              <Switch>
                <i />
              </Switch>
              <Words {...w('switch')} className="small" />
            </span>
            <span>
              <Box>
                <svg viewBox="0 0 16 16" aria-hidden>
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Box>
              <Words {...w('checkbox')} className="small" />
            </span>
          </Toggles>
          <Actions>
            <Filled {...w('primary')} />
            <Tonal {...w('secondary')} />
            <Outlined {...w('outlined')} />
            <Words {...w('link')} className="link" />
          </Actions>
        </Card>
        <Alert>
          <AlertDot />
          <Words {...w('alert')} className="small" />
        </Alert>
        <Snackbar>
          <Words {...w('snackbar')} className="small" />
          <Words {...w('undo')} className="small strong inverse-primary" />
        </Snackbar>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  container-type: inline-size;
  overflow: hidden;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${v('outlineVariant')};
  background: ${v('background')};
  color: ${v('onBackground')};
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1.5;
  box-shadow: ${tokens.swatchEdge};
`;

const Words = styled.span`
  display: block;
  &::before { content: attr(data-text); }
  &.strong { font-weight: ${tokens.fontWeights.bold}; }
  &.title { font-size: ${tokens.fontSizes[3]}px; font-weight: ${tokens.fontWeights.bold}; line-height: 1.3; color: ${v('onSurface')}; }
  &.muted { color: ${v('onSurfaceVariant')}; }
  &.small { font-size: ${tokens.fontSizes[0]}px; }
  &.label { font-size: ${tokens.fontSizes[0]}px; font-weight: ${tokens.fontWeights.bold}; color: ${v('onSurfaceVariant')}; }
  &.link { color: ${v('primary')}; font-weight: ${tokens.fontWeights.bold}; text-decoration: underline; text-underline-offset: 3px; }
  &.active { color: ${v('onPrimaryContainer')}; background: ${v('primaryContainer')}; border-radius: 999px; padding: 2px 10px; }
  &.inverse-primary { color: ${v('inversePrimary')}; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  background: ${v('surface')};
  color: ${v('onSurface')};
  border-bottom: 1px solid ${v('outlineVariant')};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
`;

const Logo = styled.span`
  width: 20px;
  height: 20px;
  border-radius: 6px;
  background: linear-gradient(135deg, ${v('primary')} 0 50%, ${v('tertiary')} 50% 100%);
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${v('onSurfaceVariant')};
  /* A narrow frame keeps the current page's pill only. */
  @container (max-width: 380px) { > :not(.active) { display: none; } }
`;

const Body = styled.div`
  display: grid;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[4]}px;
`;

const ModeLabel = styled(Words)`
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${v('onSurfaceVariant')};
`;

const Card = styled.div`
  display: grid;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium + 4}px;
  background: ${v('surfaceContainer')};
  color: ${v('onSurface')};
`;

const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space[2]}px;
`;

const Chip = styled(Words)`
  flex: none;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  background: ${v('tertiaryContainer')};
  color: ${v('onTertiaryContainer')};
`;

const Field = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
`;

const Input = styled.div`
  padding: 8px 12px;
  border: 1px solid ${v('outline')};
  border-radius: ${tokens.radius.small + 2}px;
  background: ${v('surface')};
  color: ${v('onSurface')};
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[4]}px;
  > span { display: inline-flex; align-items: center; gap: ${tokens.space[2]}px; }
`;

const Switch = styled.span`
  position: relative;
  width: 36px;
  height: 20px;
  border-radius: 999px;
  background: ${v('primary')};
  i {
    position: absolute;
    top: 3px;
    right: 3px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${v('onPrimary')};
  }
`;

const Box = styled.span`
  display: inline-grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border-radius: 4px;
  background: ${v('primary')};
  color: ${v('onPrimary')};
  svg { width: 14px; height: 14px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]}px ${tokens.space[3]}px;
`;

const pill = `
  padding: 7px 16px;
  border-radius: 999px;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[0] + 1}px;
`;

const Filled = styled(Words)`
  ${pill}
  background: ${v('primary')};
  color: ${v('onPrimary')};
`;

const Tonal = styled(Words)`
  ${pill}
  background: ${v('secondaryContainer')};
  color: ${v('onSecondaryContainer')};
`;

const Outlined = styled(Words)`
  ${pill}
  border: 1px solid ${v('outline')};
  padding: 6px 15px;
  color: ${v('primary')};
`;

const Alert = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${v('errorContainer')};
  color: ${v('onErrorContainer')};
`;

const AlertDot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${v('error')};
`;

const Snackbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.small + 2}px;
  background: ${v('inverseSurface')};
  color: ${v('inverseOnSurface')};
`;
