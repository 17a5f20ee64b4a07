import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from '../../ui/theme';

/** How far (in viewport heights) the page must be scrolled before the button appears. */
const SHOW_AFTER_VIEWPORTS = 2;

/** A floating 'Back to top' button that appears once the visitor has scrolled far down an endless page. */
export function BackToTop() {
  const { t } = useTranslation('explore');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Floating
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden />
      {t('category.backToTop')}
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  right: ${tokens.space[5]}px;
  bottom: ${tokens.space[5]}px;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: 44px;
  padding: 0 ${tokens.space[4] + 2}px 0 ${tokens.space[4] - 2}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  box-shadow: ${tokens.colors.shadow};
  &:hover { background: ${tokens.colors.surfaceHover}; }
  svg { width: 18px; height: 18px; }
  ${tokens.media.tablet} {
    right: ${tokens.space[4]}px;
    bottom: ${tokens.space[4]}px;
  }
`;
