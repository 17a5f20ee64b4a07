import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradientCss } from '../../core/gradient/css';
import type { Gradient } from '../../core/gradient/gradient';
import { parseGradientCss, type PasteResult } from '../../core/gradient/parse';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { codeTextArea, mutedSmall, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { pasteNoteText } from './usePastedGradient';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Text to start from (a paste on the page that could not be read, shown here with why). */
  initial?: string;
  /** Takes the gradient read, as one undoable step. */
  onUse: (gradient: Gradient) => void;
};

/**
 * Reads a gradient from pasted CSS: a value, a declaration or a whole rule (core/gradient/parse.ts). What was found is
 * read back live (layers, stops, a preview, notes on what was left out), or why nothing can be kept.
 */
export function PasteGradientDialog({ open, onClose, initial = '', onUse }: Props) {
  const { t } = useTranslation('gradient');
  const [text, setText] = useState(initial);
  const fieldId = useId();
  const readingId = useId();
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  const result: PasteResult | null = useMemo(() => (text.trim() === '' ? null : parseGradientCss(text)), [text]);
  const found = result?.ok ? result.gradient : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('paste.title')}
      minWidth={520}
      maxWidth={720}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('paste.cancel')}
          </Button>
          <Button
            type="button"
            disabled={!found}
            onClick={() => {
              if (!found) return;
              onUse(found);
              onClose();
            }}
          >
            {t('paste.use')}
          </Button>
        </>
      }
    >
      <Body>
        <Label htmlFor={fieldId}>{t('paste.field')}</Label>
        <TextArea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="background: linear-gradient(to right, #4f46e5, #ec4899);"
          spellCheck={false}
          aria-describedby={readingId}
          autoFocus
        />
        <Reading id={readingId} aria-live="polite">
          {result === null ? (
            <Muted>{t('paste.hint')}</Muted>
          ) : result.ok ? (
            <>
              <Swatch aria-hidden style={{ backgroundImage: gradientCss(result.gradient) }} />
              <p>
                {t('paste.found', {
                  layers: t('paste.layers', { count: result.gradient.layers.length }),
                  stops: t('paste.stops', { count: result.gradient.layers.reduce((sum, layer) => sum + layer.stops.length, 0) }),
                })}
              </p>
              <List>
                {result.gradient.layers.map((layer, i) => (
                  <li key={i}>
                    {t('layers.name', { number: i + 1, kind: t(`kinds.${layer.kind}`) })}
                    {layer.repeating ? ` · ${t('layer.repeating')}` : ''} · {t('paste.stops', { count: layer.stops.length })}
                  </li>
                ))}
              </List>
              {result.notes.length > 0 ? (
                <Notes>
                  {result.notes.map((note, i) => (
                    <li key={i}>{pasteNoteText(t, note)}</li>
                  ))}
                </Notes>
              ) : null}
            </>
          ) : (
            <Problem>{t(`paste.problems.${result.problem.code}`, { text: result.problem.text })}</Problem>
          )}
        </Reading>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  ${stack(tokens.space[2])}
`;

const Label = styled.label`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
`;

const TextArea = styled.textarea`
  ${codeTextArea}
  min-height: 140px;
  padding: ${tokens.space[3]}px;
`;

const Reading = styled.div`
  ${stack(tokens.space[2])}
  min-height: 96px;
`;

const Muted = styled.p`
  ${mutedSmall}
`;

const Swatch = styled.div`
  height: 56px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${tokens.space[4]}px;
  font-size: ${tokens.fontSizes[1]}px;
`;

const Notes = styled(List)`
  color: ${tokens.colors.textMuted};
`;

const Problem = styled.p`
  color: ${tokens.colors.danger};
`;
