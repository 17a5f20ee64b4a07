import { useRef, useState } from 'react';
import { Clock, Compass, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useHistoryStore } from '../../stores/history';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { IconButton } from '../../ui/IconButton';
import { Modal } from '../../ui/Modal';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageColumn, PageTitle } from '../../ui/Page';
import { EmptyPanel, emptyIcon } from '../../ui/EmptyPanel';
import { LocalLink } from '../../ui/i18n';
import { captionCode, captionName } from '../../ui/swatchCardCss';
import { tokens } from '../../ui/theme';
import { useColorNames } from './useColorNames';
import { exactInfo } from '../../core/exact/authoredColor';
import { ExactMark, paintOf } from '../../ui/ExactMark';
import { cardSurface, centredPanel, centredRow, headRow, swatchChip } from '../../ui/styles';

/** The history page width (px): one readable column of rows. */
const HISTORY_WIDTH = 760;

/**
 * History (SPEC §2): the colours the visitor opened, newest first (at most 100), each linking to its page,
 * with a button to remove one and 'Clear all' behind a confirmation.
 */
export default function HistoryPage() {
  const { t } = useTranslation(['common', 'explore']);
  const entries = useHistoryStore((state) => state.entries);
  const remove = useHistoryStore((state) => state.remove);
  const clear = useHistoryStore((state) => state.clear);
  const names = useColorNames(entries.map((entry) => entry.code));
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const title = t('titles.history');

  const removeAt = (index: number) => {
    const entry = entries[index];
    // Keep the keyboard where it was: on the next row's remove button, else the previous one.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const target = buttons?.[index + 1] ?? buttons?.[index - 1] ?? null;
    remove(entry.uuid);
    if (target) target.focus();
    else headingRef.current?.focus();
  };

  const clearAll = () => {
    clear();
    setConfirming(false);
    showToast(t('explore:history.cleared'));
    // After the dialog has closed (it would hand focus back to the 'Clear all' button, now gone).
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <PageColumn $width={HISTORY_WIDTH}>
      <PageMeta title={title} description={t('explore:history.description')} />
      <Header>
        <div>
          <PageTitle ref={headingRef} tabIndex={-1}>
            {title}
          </PageTitle>
          {entries.length > 0 ? <Muted>{t('explore:history.summary', { count: entries.length })}</Muted> : null}
        </div>
        {entries.length > 0 ? (
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {t('explore:history.clear')}
          </Button>
        ) : null}
      </Header>

      {entries.length === 0 ? (
        <Empty icon={Clock} title={t('explore:history.empty')} hint={t('explore:history.emptyHint')}>
          <Button as={LocalLink} to={paths.home()} $variant="primary">
            <Compass aria-hidden />
            {t('explore:history.explore')}
          </Button>
        </Empty>
      ) : (
        <List ref={listRef} aria-label={title}>
          {entries.map((entry, index) => {
            const name = names.get(entry.code);
            // A wide or translucent colour is shown, named and linked as it was viewed: its exact text and marks.
            const info = entry.exact === undefined ? null : exactInfo(entry.exact);
            const shown = info ? info.exact : entry.code;
            return (
              <Row key={entry.uuid}>
                <Entry
                  code={entry.code}
                  exact={info?.exact}
                  name={name}
                  namedByText={Boolean(name)}
                  label={name ? undefined : shown}
                  dragId={`history-${entry.uuid}`}
                >
                  <Swatch style={{ background: info ? paintOf(info.exact, info.alpha) : entry.code }} />
                  <Text>
                    {name ? <Name>{name} </Name> : <NamePlaceholder aria-hidden />}
                    <CodeLine>
                      <Code>{shown}</Code>
                      {info ? <ExactMark info={info} /> : null}
                    </CodeLine>
                  </Text>
                </Entry>
                <IconButton
                  type="button"
                  data-remove
                  aria-label={t('explore:history.remove', { name: name ? `${name} ${shown}` : shown })}
                  onClick={() => removeAt(index)}
                >
                  <X aria-hidden />
                </IconButton>
              </Row>
            );
          })}
        </List>
      )}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('explore:history.confirmTitle')}
        footer={
          <>
            <Button type="button" onClick={() => setConfirming(false)}>
              {t('explore:history.cancel')}
            </Button>
            <Button type="button" $variant="primary" onClick={clearAll}>
              {t('explore:history.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('explore:history.confirmBody', { count: entries.length })}</p>
      </Modal>
    </PageColumn>
  );
}

const Header = styled.div`
  ${headRow('flex-end')}
  margin-bottom: ${tokens.space[5]}px;
  h1 { margin-bottom: ${tokens.space[2]}px; }
  h1:focus { outline: none; }
`;

const List = styled.ul`
  margin: 0;
  padding: ${tokens.space[2]}px;
  list-style: none;
  ${cardSurface}
`;

const Row = styled.li`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  padding-right: ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  transition: background-color 120ms ease;
  &:hover { background: ${tokens.colors.surfaceHover}; }
  & + & { margin-top: ${tokens.space[1]}px; }
`;

const Entry = styled(ColorSwatchLink)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${tokens.space[4]}px;
  min-width: 0;
  padding: ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  color: inherit;
  text-decoration: none;
`;

const Swatch = styled.span`
  flex: none;
  ${swatchChip(48, tokens.radius.medium)}
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
`;

const Name = styled.span`
  ${captionName}
`;

const NamePlaceholder = styled.span`
  display: block;
  width: 140px;
  height: 14px;
  margin: 4px 0;
  border-radius: ${tokens.radius.small}px;
  background: ${tokens.colors.surfaceHover};
`;

/** The code, or a wide colour's exact text and its marks, wrapping under each other on a narrow screen. */
const CodeLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]}px ${tokens.space[3]}px;
  min-width: 0;
`;

const Code = styled.span`
  ${captionCode}
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Empty = styled(EmptyPanel)`
  ${centredPanel(tokens.space[4] - 4)}
  border: 1px dashed ${tokens.colors.border};
  h2 { font-size: ${tokens.fontSizes[4]}px; }
  a { margin-top: ${tokens.space[3]}px; }
  .empty-icon { ${emptyIcon(56, 26, tokens.colors.surface)} }
`;

