import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
  right: ${({ theme }) => theme.space[5]}px;
  bottom: ${({ theme }) => theme.space[5]}px;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4] + 2}px 0 ${({ theme }) => theme.space[4] - 2}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  svg { width: 18px; height: 18px; }
  ${({ theme }) => theme.media.tablet} {
    /* Above the palette button that phones and tablets show in this corner. */
    right: ${({ theme }) => theme.space[4]}px;
    bottom: ${({ theme }) => theme.space[4] + 56 + 12}px;
  }
`;
