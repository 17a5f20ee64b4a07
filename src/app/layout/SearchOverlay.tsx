import { useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createColor } from '../../core/color/createColor';
import { paths } from '../../config/paths';
import { HexInput } from '../../ui/HexInput';
import { IconButton } from '../../ui/IconButton';
import { LocalLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { useScrollLock } from '../../ui/useScrollLock';
import { colorNames } from '../../ui/colorNames';
import { useGoToColor } from './useGoToColor';

/**
 * The mobile search overlay (SPEC §2): back button, hex field and a result row that updates as the
 * user types and opens the colour's page. Locks page scrolling while open.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const goToColor = useGoToColor();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useEffect(() => {
    panel.current?.querySelector('input')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const lang = i18n.language === 'ja' ? 'ja' : 'en';
  const color = useMemo(() => (code ? createColor(code, { names: colorNames(), lang }) : null), [code, lang]);

  return (
    <Overlay ref={panel} role="dialog" aria-modal="true" aria-label={t('search.label')}>
      <Row>
        <IconButton type="button" aria-label={t('search.back')} onClick={onClose}>
          <ArrowLeft aria-hidden />
        </IconButton>
        <HexInput
          label={t('search.label')}
          clearLabel={t('search.clear')}
          placeholder={t('search.placeholder')}
          onTextChange={(_, next) => setCode(next)}
          onCommit={goToColor}
          commitOnBlur={false}
        />
      </Row>
      {color ? (
        <Result to={paths.color(color.hex)}>
          <Swatch style={{ background: color.colorCode }} aria-hidden />
          <span>
            <Name>{color.name}</Name>
            <Code>{color.colorCode}</Code>
          </span>
        </Result>
      ) : (
        <Hint>{t('search.hint')}</Hint>
      )}
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  padding: ${tokens.space[4]}px;
  background: ${tokens.colors.background};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
`;

const Result = styled(LocalLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4]}px;
  margin-top: ${tokens.space[4]}px;
  padding: ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  text-decoration: none;
  &:hover { background: ${tokens.colors.surfaceHover}; }
`;

const Swatch = styled.span`
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.swatchEdge};
`;

const Name = styled.span`
  display: block;
  font-weight: ${tokens.fontWeights.bold};
`;

const Code = styled.span`
  display: block;
  font-family: ${tokens.fonts.mono};
  color: ${tokens.colors.textMuted};
`;

const Hint = styled.p`
  margin-top: ${tokens.space[4]}px;
  color: ${tokens.colors.textMuted};
`;
