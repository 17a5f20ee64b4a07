import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScaleRoles } from '../../../core/scale/scaleRoles';
import { tokens } from '../../../ui/theme';
import { centredRow, stack, wrapRow } from '../../../ui/styles';

/**
 * A small interface built from a scale's roles (core scaleRoles): a card with a heading, body and muted text, a
 * solid and an outlined button, a link, a badge and a tinted alert. A picture of an interface (role="img" with a
 * spoken summary): its words are drawn by generated content, since a scale may well fail contrast somewhere and the
 * preview must show that as it is.
 */
export function ScalePreview({ roles, label }: { roles: ScaleRoles; label: string }) {
  const { t } = useTranslation('scale');
  const text = (key: string) => t(`mock.${key}`);
  return (
    <Frame role="img" aria-label={label} style={{ background: roles.background, borderColor: roles.border }}>
      <Card aria-hidden style={{ background: roles.surface, borderColor: roles.border }}>
        <Head>
          <Words data-text={text('title')} style={{ color: roles.text }} className="title" />
          <Badge data-text={text('badge')} style={{ background: roles.subtle, color: roles.subtleText, borderColor: roles.subtleBorder }} />
        </Head>
        <Words data-text={text('body')} style={{ color: roles.text }} />
        <Words data-text={text('muted')} style={{ color: roles.textMuted }} className="small" />
        <Alert style={{ background: roles.subtle, borderColor: roles.subtleBorder, color: roles.subtleText }}>
          <Dot style={{ background: roles.solid }} />
          <Words data-text={text('alert')} className="small" />
        </Alert>
        <Actions>
          <Solid data-text={text('primary')} style={{ background: roles.solid, color: roles.solidText }} />
          <Outline data-text={text('secondary')} style={{ borderColor: roles.border, color: roles.text, background: roles.surface }} />
          <Words data-text={text('link')} style={{ color: roles.link }} className="link" />
        </Actions>
      </Card>
    </Frame>
  );
}

const Frame = styled.div`
  padding: ${tokens.space[4]}px;
  border: 1px solid;
  border-radius: ${tokens.radius.large}px;
`;

const Card = styled.div`
  ${stack(tokens.space[3])}
  padding: ${tokens.space[4]}px;
  border: 1px solid;
  border-radius: ${tokens.radius.medium}px;
`;

const Words = styled.span`
  display: block;
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1.5;
  &::before { content: attr(data-text); }
  &.title { font-size: ${tokens.fontSizes[3]}px; font-weight: ${tokens.fontWeights.bold}; }
  &.small { font-size: ${tokens.fontSizes[0]}px; }
  &.link { text-decoration: underline; font-weight: ${tokens.fontWeights.bold}; }
`;

const Head = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
`;

const Badge = styled.span`
  padding: 1px ${tokens.space[2]}px;
  border: 1px solid;
  border-radius: ${tokens.radius.round}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  &::before { content: attr(data-text); }
`;

const Alert = styled.div`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border: 1px solid;
  border-radius: ${tokens.radius.small}px;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
`;

const Actions = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px;
`;

const Solid = styled.span`
  padding: ${tokens.space[2]}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.small}px;
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  &::before { content: attr(data-text); }
`;

const Outline = styled(Solid)`
  border: 1px solid;
`;
