import { forwardRef, memo, useCallback, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../config/language';
import type { RoleColors } from '../../core/theme/roles';
import type { ChartRole } from '../../core/tryon/chartRoles';
import { WORN_ROLES } from '../../core/tryon/paletteRoles';
import { tokens } from '../theme';
import { MockChart, MockCopy } from './mockKit';
// Japanese copy is set in Noto Sans JP on English pages too, as a Japanese reader would see it.
import '../japaneseFont';
import { MOCKS, type MockId } from './mocks';

/** The mock itself, rendered once per mock and language: a new colour only sets the frame's custom properties. */
const MockBody = memo(function MockBody({ mockId }: { mockId: MockId }) {
  const { Mock } = MOCKS.find((mock) => mock.id === mockId) ?? MOCKS[0];
  return <Mock />;
});

type MockFrameProps = {
  mockId: MockId;
  colors: RoleColors;
  /** The roles of the mock's chart categories (`MockChart`). */
  chart: readonly ChartRole[];
  /** The language of the mock's copy (its `lang`, so Japanese gets its face and line breaking). */
  lang: Language;
  /** What the frame is for assistive technology: a preview, named. */
  label: string;
  /** Above the window when two are shown side by side ("Normal vision", "Deuteranopia"). */
  caption?: string;
  /** Drawn over the mock, in its coordinates (the inspector's box, the contrast labels). */
  overlay?: ReactNode;
  /** The content layer, for measuring where marked elements are. */
  contentRef?: React.Ref<HTMLDivElement>;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/**
 * A window showing one mock in the given role colours: a browser's bar (its address is the mock's), and the page
 * scrolling inside. The colours are custom properties set on the viewport from outside React's render, so a palette
 * that changes on every Space press recolours the mock without rendering it again.
 */
export const MockFrame = forwardRef<HTMLDivElement, MockFrameProps>(function MockFrame(
  { mockId, colors, chart, lang, label, caption, overlay, contentRef, ...viewportProps },
  viewportRef,
) {
  const { t } = useTranslation('tryon', { lng: lang });
  const copy = useCallback((key: string) => t(`mock.${mockId}.${key}`), [t, mockId]);
  const own = useRef<HTMLDivElement | null>(null);
  const setRefs = (node: HTMLDivElement | null) => {
    own.current = node;
    if (typeof viewportRef === 'function') viewportRef(node);
    else if (viewportRef) viewportRef.current = node;
  };
  useLayoutEffect(() => {
    const node = own.current;
    if (!node) return;
    for (const role of WORN_ROLES) node.style.setProperty(`--t-${role}`, colors[role]);
  }, [colors]);
  const device = mockId === 'phone';
  return (
    <Figure>
      {caption ? <Caption>{caption}</Caption> : null}
      <Window data-device={device || undefined}>
        {device ? null : (
          <Chrome aria-hidden>
            <Dots>
              <i />
              <i />
              <i />
            </Dots>
            <Address data-text={copy('url')} />
          </Chrome>
        )}
        <Viewport ref={setRefs} role="group" aria-roledescription={t('preview.role')} aria-label={label} {...viewportProps}>
          <Content ref={contentRef} lang={lang}>
            <MockCopy.Provider value={copy}>
              <MockChart.Provider value={chart}>
                <Page aria-hidden data-mock-page>
                  <MockBody mockId={mockId} />
                </Page>
              </MockChart.Provider>
            </MockCopy.Provider>
            {overlay}
          </Content>
        </Viewport>
      </Window>
    </Figure>
  );
});

const Figure = styled.div`
  display: grid;
  gap: ${tokens.space[2]}px;
  min-width: 0;
`;

const Caption = styled.p`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
`;

const Window = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.colors.shadow};
  &[data-device] { grid-template-rows: minmax(0, 1fr); }
`;

const Chrome = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  &::after { content: ''; width: 42px; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 6px;
  i { width: 10px; height: 10px; border-radius: 50%; background: ${tokens.colors.border}; }
`;

const Address = styled.span`
  justify-self: center;
  max-width: 100%;
  overflow: hidden;
  padding: 3px ${tokens.space[4]}px;
  border-radius: 999px;
  background: ${tokens.colors.background};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
  white-space: nowrap;
  text-overflow: ellipsis;
  &::before { content: attr(data-text); }
`;

/** The mock's page: it scrolls here, and its width is what the mock's layout answers to (`@container mock`). */
const Viewport = styled.div`
  height: var(--try-on-height, min(760px, 78vh));
  overflow: auto;
  overscroll-behavior: contain;
  background: var(--t-background);
  container: mock / inline-size;
  &:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: -3px; }
`;

const Content = styled.div`
  position: relative;
  min-height: 100%;
  color: var(--t-onBackground);
  font-size: 15px;
  line-height: 1.55;
  text-align: start;
  -webkit-font-smoothing: antialiased;
  &:lang(ja) { font-family: ${tokens.fonts.bodyJapanese}; line-height: 1.7; }
  [data-text]::before { content: attr(data-text); }
  *, *::before, *::after { box-sizing: border-box; }
`;

const Page = styled.div`
  min-height: 100%;
  cursor: default;
`;
