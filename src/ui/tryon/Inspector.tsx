import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IrodoriRole, RoleColors } from '../../core/theme/roles';
import type { PairFix, TryOnTarget } from '../../core/tryon/tryOnPairs';
import { useColorName } from '../colorNames';
import { IconButton } from '../IconButton';
import { appFont, spreadRow } from '../styles';
import { tokens } from '../theme';
import type { Mark } from './marks';
import { PairFigures, PairRow, pairFigures } from './PairRow';

/** A colour a role can take: a palette's colour (with its index), or a theme's colour (index null). */
export type RoleChoice = { readonly code: string; readonly index: number | null };

/** The box drawn around the element under the pointer or the keyboard's focus. */
export function Highlight({ mark }: { mark: Mark }) {
  const { box } = mark;
  return <HighlightBox aria-hidden style={{ left: box.x - 3, top: box.y - 3, width: box.width + 6, height: box.height + 6 }} />;
}

/** Where a card goes: under the element, kept inside the mock's width (the mock's page scrolls to show it). */
function place(mark: Mark, width: number, contentWidth: number) {
  const left = Math.min(Math.max(8, mark.box.x), Math.max(8, contentWidth - width - 8));
  return { left, top: mark.box.y + mark.box.height + 8 };
}

/** What the element under the pointer is and the roles it is painted in, with each pair's figures (seen, not read: the keyboard's live region says it). */
export function HoverCard({ mark, colors, target, contentWidth }: { mark: Mark; colors: RoleColors; target: TryOnTarget; contentWidth: number }) {
  const { t } = useTranslation(['tryon', 'theme']);
  return (
    <Card aria-hidden style={{ ...place(mark, 260, contentWidth), width: 260 }} data-testid="role-card">
      <strong>{t(`elements.${mark.name}`, { defaultValue: mark.name })}</strong>
      {mark.pairs.map((pair) => (
        <Line key={`${pair.fg}/${pair.bg}/${pair.kind}`}>
          <span className="chip" style={{ background: colors[pair.fg] }} />
          <span className="chip" style={{ background: colors[pair.bg] }} />
          <span>{t('pairName', { fg: t(`theme:role.${pair.fg}`), bg: t(`theme:role.${pair.bg}`) })}</span>
          <PairFigures {...pairFigures(colors, pair, target)} />
        </Line>
      ))}
      <small>{t('inspect.clickHint')}</small>
    </Card>
  );
}

type RolePopoverProps = {
  mark: Mark;
  colors: RoleColors;
  target: TryOnTarget;
  contentWidth: number;
  /** The colours each role can take (the palette's, or the theme's of this appearance). */
  choices: readonly RoleChoice[];
  /** The palette index each role has now (null: derived), or null for a theme. */
  sources: Readonly<Record<string, number | null>> | null;
  onChoose: ((role: IrodoriRole, choice: RoleChoice) => void) | null;
  /** Puts a role back to the palette's automatic assignment (palettes only), when the person chose one. */
  onAutomatic: ((role: IrodoriRole) => void) | null;
  chosen: ReadonlySet<string>;
  fixOf: (pair: Mark['pairs'][number]) => PairFix | null;
  onFix?: (fix: PairFix) => void;
  onClose: () => void;
};

/**
 * The element a person clicked (or pressed Enter on): its pairs with their figures and fixes, and each of its roles
 * with the colours it can take; choosing one repaints that role everywhere on the mock at once.
 */
export function RolePopover({ mark, colors, target, contentWidth, choices, sources, onChoose, onAutomatic, chosen, fixOf, onFix, onClose }: RolePopoverProps) {
  const colorName = useColorName();
  const { t } = useTranslation(['tryon', 'theme']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Into view (the mock's page and the page around it scroll as needed), then focus inside it.
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [mark]);
  const roles = [...new Set(mark.pairs.flatMap((pair) => [pair.fg, pair.bg]))];
  const name = t(`elements.${mark.name}`, { defaultValue: mark.name });
  return (
    <Popover
      ref={ref}
      role="dialog"
      aria-label={t('inspect.title', { element: name })}
      style={{ ...place(mark, 340, contentWidth), width: 'min(340px, calc(100% - 16px))' }}
      data-testid="role-popover"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Head>
        <strong>{name}</strong>
        <IconButton type="button" $size={32} aria-label={t('inspect.close')} onClick={onClose}>
          <X aria-hidden />
        </IconButton>
      </Head>
      <ul>
        {mark.pairs.map((pair) => (
          <PairRow key={`${pair.fg}/${pair.bg}/${pair.kind}`} pair={pair} colors={colors} target={target} fix={fixOf(pair)} onFix={onFix} />
        ))}
      </ul>
      {onChoose
        ? roles.map((role) => (
            <RoleField key={role} role="group" aria-label={t('inspect.roleChoices', { role: t(`theme:role.${role}`) })}>
              <span className="name">
                {t(`theme:role.${role}`)}
                <code>{colors[role]}</code>
              </span>
              <Swatches>
                {choices.map((choice) => {
                  const current = sources ? sources[role] === choice.index : colors[role] === choice.code;
                  return (
                    <button
                      key={`${choice.index}-${choice.code}`}
                      type="button"
                      aria-pressed={current}
                      aria-label={`${colorName(choice.code)} ${choice.code}`}
                      title={`${colorName(choice.code)} ${choice.code}`}
                      style={{ background: choice.code }}
                      onClick={() => onChoose(role, choice)}
                    />
                  );
                })}
              </Swatches>
              {onAutomatic && chosen.has(role) ? (
                <Automatic type="button" onClick={() => onAutomatic(role)}>
                  {t('inspect.automatic')}
                </Automatic>
              ) : null}
            </RoleField>
          ))
        : null}
    </Popover>
  );
}

const HighlightBox = styled.span`
  position: absolute;
  pointer-events: none;
  border: 2px solid ${tokens.colors.focus};
  border-radius: 6px;
  box-shadow: 0 0 0 2px ${tokens.colors.background};
`;

const floating = `
  position: absolute;
  z-index: 3;
  display: grid;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
  ${appFont}
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1.4;
`;

const Card = styled.div`
  ${floating}
  pointer-events: none;
  small { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; }
`;

const Line = styled.span`
  display: grid;
  grid-template-columns: 14px 14px minmax(0, 1fr);
  align-items: center;
  gap: 2px ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[0]}px;
  .chip { width: 14px; height: 14px; border-radius: 4px; box-shadow: ${tokens.swatchEdge}; }
  .figures { grid-column: 3; color: ${tokens.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Popover = styled.div`
  ${floating}
  max-height: min(520px, 80%);
  overflow: auto;
  ul { margin: 0; padding: 0; list-style: none; }
`;

const Head = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px;
`;

const RoleField = styled.div`
  display: grid;
  gap: ${tokens.space[2]}px;
  padding-top: ${tokens.space[2]}px;
  border-top: 1px solid ${tokens.colors.border};
  .name { display: flex; justify-content: space-between; gap: ${tokens.space[2]}px; font-weight: ${tokens.fontWeights.bold}; }
  code { font-weight: ${tokens.fontWeights.regular}; color: ${tokens.colors.textMuted}; }
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    box-shadow: ${tokens.swatchEdge};
    cursor: pointer;
  }
  button[aria-pressed='true'] { outline: 3px solid ${tokens.colors.focus}; outline-offset: 2px; }
  button:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: 2px; }
`;

const Automatic = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
