import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paletteRoles } from '../../core/image/roles';
import type { ImageRoles as Roles } from '../../core/image/imageRules';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import type { ResultColor } from './useImageTool';
import { bareList, columns, stack } from '../../ui/styles';

const ROLES: readonly (keyof Roles)[] = ['vibrant', 'muted', 'dark', 'light'];

/**
 * The roles designers ask for, from the same result: Vibrant, Muted, Dark and Light, each the result's colour that
 * fills it best (core paletteRoles; colours picked by hand count with no share), or a note that the image has none.
 */
export function ImageRoles({ colors, active, onActive }: { colors: readonly ResultColor[]; active: string | null; onActive: (key: string | null) => void }) {
  const colorName = useColorName();
  const { t } = useTranslation('image');
  const roles = useMemo(() => paletteRoles(colors.map((color) => ({ code: color.code, share: color.share ?? 0 }))), [colors]);
  return (
    <Grid aria-label={t('roles.title')}>
      {ROLES.map((role) => {
        const index = roles[role];
        const color = index === null ? null : colors[index];
        return (
          <Role key={role} data-role={role} data-active={(color && active === color.key) || undefined} onPointerEnter={() => color && onActive(color.key)} onPointerLeave={() => onActive(null)}>
            {color ? (
              <Swatch code={color.code} name={colorName(color.code)} dragId={`image-role-${role}`} style={{ background: color.code }} />
            ) : (
              <Empty aria-hidden />
            )}
            <div>
              <strong>{t(`roles.${role}`)}</strong>
              {color ? <code>{color.code}</code> : <span className="none">{t('roles.none')}</span>}
            </div>
          </Role>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  ${columns(4, tokens.space[3], { narrow: 2 })}
  ${bareList}
`;

const Role = styled.li`
  ${stack(tokens.space[2])}
  min-width: 0;
  line-height: 1.35;
  div { display: grid; min-width: 0; }
  strong { font-size: ${tokens.fontSizes[1]}px; }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
  .none { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
`;

const Swatch = styled(ColorSwatchLink)`
  display: block;
  height: 56px;
  border-radius: ${tokens.radius.small}px;
  box-shadow: ${tokens.swatchEdge};
  [data-active] > & { box-shadow: 0 0 0 2px ${tokens.colors.background}, 0 0 0 4px ${tokens.colors.text}; }
`;

const Empty = styled.span`
  display: block;
  height: 56px;
  border-radius: ${tokens.radius.small}px;
  border: 1px dashed ${tokens.colors.border};
  background: repeating-linear-gradient(135deg, transparent 0 6px, ${tokens.colors.surface} 6px 12px);
`;
