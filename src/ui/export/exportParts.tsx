import { useId } from 'react';
import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../stores/toasts';
import { Button } from '../Button';
import { copyText } from '../clipboard';
import { tokens } from '../theme';
import { coveringInput, ellipsis, mutedSmall, wrapRow } from '../styles';

/**
 * The pieces every export dialog is made of (the palette's, the scales', the theme's and the chart palette's): the row
 * of format chips (radios drawn as pills, FormatChoice), the format's hint, the scrolling code box (ExportCode), the
 * file name, the action row and its Copy and Download buttons.
 */

/**
 * The format chips: wrapped on a wide screen; on a phone a strip of two rows that scrolls sideways (twenty formats
 * wrapped would fill the screen above the code), its right edge fading where more formats lie beyond it.
 */
export const Formats = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4] - 4}px;
  ${tokens.media.narrow} {
    display: grid;
    grid-auto-flow: column;
    grid-template-rows: repeat(2, auto);
    grid-auto-columns: max-content;
    gap: ${tokens.space[2]}px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    /* Room for the focus ring, and for the last chip to scroll clear of the fade. */
    padding: 5px ${tokens.space[5]}px 5px 5px;
    margin-inline: -5px;
    mask-image: linear-gradient(to right, #000 calc(100% - ${tokens.space[5]}px), transparent);
  }
`;

export const Chip = styled.label`
  position: relative;
  input { ${coveringInput} }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 34px;
    padding: 0 ${tokens.space[4] - 4}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.round}px;
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    white-space: nowrap;
    transition: background-color 120ms ease, border-color 120ms ease;
  }
  &:hover span { background: ${tokens.colors.surfaceHover}; }
  input:checked + span {
    background: ${tokens.colors.accent};
    border-color: ${tokens.colors.accent};
    color: ${tokens.colors.accentText};
  }
  input:focus-visible + span {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  margin-bottom: ${tokens.space[3]}px;
  ${mutedSmall}
`;

export const CodeBox = styled.pre`
  max-height: 400px;
  overflow: auto;
  margin: 0;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1.6;
  tab-size: 4;
  code { font-family: inherit; }
`;

export const File = styled.span`
  flex: 1;
  min-width: 0;
  ${ellipsis}
  color: ${tokens.colors.textMuted};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[0]}px;
  ${tokens.media.narrow} {
    flex-basis: 100%;
  }
`;

export const Actions = styled.div`
  ${wrapRow}
  justify-content: flex-end;
  gap: ${tokens.space[3]}px;
  margin-top: ${tokens.space[4]}px;
`;

/** The formats of an export dialog as one radio group of chips: `label` names the group, `labelOf` each format. */
/** A named row of formats in a grouped FormatChoice (the theme's formats by platform). */
export type FormatGroup<Id extends string> = { readonly id: string; readonly label: string; readonly ids: readonly Id[] };

/**
 * The format chips: one radio group named `label`, or with `groups` one labelled row per group under a group named
 * `label` (the ids in no group last, in a row of their own). The radios share one name, so they stay one choice with
 * one tab stop and arrow keys run through every row.
 */
export function FormatChoice<Id extends string>({ label, ids, value, onChange, labelOf, groups }: {
  label: string;
  ids: readonly Id[];
  value: Id;
  onChange: (id: Id) => void;
  labelOf: (id: Id) => string;
  groups?: readonly FormatGroup<Id>[];
}) {
  const name = useId();
  const chip = (id: Id) => (
    <Chip key={id}>
      <input type="radio" name={name} value={id} checked={id === value} onChange={() => onChange(id)} />
      <span>{labelOf(id)}</span>
    </Chip>
  );
  if (!groups) {
    return (
      <Formats role="radiogroup" aria-label={label}>
        {ids.map(chip)}
      </Formats>
    );
  }
  const grouped = new Set(groups.flatMap((group) => group.ids));
  const rest = ids.filter((id) => !grouped.has(id));
  return (
    <FormatGroups role="group" aria-label={label}>
      {groups.map((group) => (
        <FormatGroupRow key={group.id}>
          <span id={`${name}-${group.id}`}>{group.label}</span>
          <Formats role="radiogroup" aria-labelledby={`${name}-${group.id}`}>
            {group.ids.map(chip)}
          </Formats>
        </FormatGroupRow>
      ))}
      {rest.length > 0 ? (
        <FormatGroupRow>
          <span />
          <Formats role="radiogroup" aria-label={label}>
            {rest.map(chip)}
          </Formats>
        </FormatGroupRow>
      ) : null}
    </FormatGroups>
  );
}

const FormatGroups = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  column-gap: ${tokens.space[3]}px;
  row-gap: ${tokens.space[2]}px;
  margin-bottom: ${tokens.space[4] - 4}px;
  /* On a phone the platform's name keeps its place beside its strip of formats, in a narrow column of its own. */
  ${tokens.media.narrow} { grid-template-columns: 7em minmax(0, 1fr); column-gap: ${tokens.space[2]}px; }
`;

const FormatGroupRow = styled.div`
  display: contents;
  > span {
    min-height: 34px;
    display: flex;
    align-items: center;
    ${mutedSmall}
    font-weight: ${tokens.fontWeights.bold};
  }
  ${Formats} { margin-bottom: 0; gap: ${tokens.space[2]}px; }
  /* A platform's few formats: one row. */
  ${tokens.media.narrow} { ${Formats} { grid-template-rows: auto; } }
  /* A name longer than its column (コンポーネントライブラリ is one phrase) breaks inside it rather than run under the formats. */
  ${tokens.media.narrow} { > span { min-height: 44px; line-height: 1.25; overflow-wrap: anywhere; } }
`;

/** The generated code of an export, in the scrolling code box: a focusable region named `label`. */
export function ExportCode({ id, label, text }: { id?: string; label: string; text: string }) {
  return (
    <CodeBox id={id} role="region" tabIndex={0} aria-label={label}>
      <code>{text}</code>
    </CodeBox>
  );
}

/** An export's Copy button: copies `text`, then a toast says `copied` (under it, `detail`) or that copying failed. */
export function CopyCodeButton({ text, label, copied, detail, disabled }: {
  text: string;
  label: string;
  copied: string;
  detail?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) showToast(copied, detail);
    else showToast(t('common:copy.failed'));
  };
  return (
    <Button type="button" onClick={() => void copy()} disabled={disabled}>
      <Copy aria-hidden />
      {label}
    </Button>
  );
}

/** An export's Download button, the action row's primary one. */
export function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" $variant="primary" onClick={onClick}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}
