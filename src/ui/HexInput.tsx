import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldClearButton, clearableField } from './FieldClearButton';
import { colorFieldAttributes, fieldText, looksLikeHex, useHexText } from './hexField';
import { sizes, tokens } from './theme';

type HexInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength' | 'aria-describedby'> & {
  /** Accessible label of the field; omit it only when a visible <label htmlFor={id}> names it. */
  label?: string;
  /** Label of the clear button. */
  clearLabel: string;
  /**
   * Called with the '#rrggbb' code of a colour read whole, on Enter or blur (SPEC §4), and, with `keepExact`, the exact
   * text of a colour the code cannot say (its fallback is then the code).
   */
  onCommit: (code: string, exact?: string) => void;
  /** The caller keeps exact colours (it opens a wide colour's own page): such a colour commits as it is, unremarked. */
  keepExact?: boolean;
  initialValue?: string;
  /** Whether leaving the field commits a valid value (default true). */
  commitOnBlur?: boolean;
  /**
   * The colour the field stands for, when it follows one from outside (a swap, the URL, a picker):
   * the text changes to it unless the text already means that colour.
   */
  value?: string;
  /** Field height in px (40 by default). */
  height?: number;
};

/** The colour parser and the field's message, loaded when a field first holds more than a hex code (culori stays out of the entry). */
const loadParser = () => import('./ColorFieldMessage');
/** The parser's module once loaded: a text is only handed to it after it is. */
let parser: Awaited<ReturnType<typeof loadParser>> | null = null;

/**
 * A colour field. While its text looks like a hex code it is the SPEC's hex field (§4–5): at most 7 characters,
 * commits on Enter or blur when valid, ignores an invalid code silently, and a clear button empties it. As soon as
 * something else is typed or anything is pasted, the 7-character limit is lifted and the text is read whole by the
 * colour parser (any CSS colour, a traditional Japanese name, a listed colour name; ColorFieldMessage.tsx): on Enter
 * or blur a colour commits its sRGB code, and the field says so when that code is not the colour typed (outside sRGB,
 * translucent), or that the text is not a colour, in a polite live region the field is described by, floating under
 * it until the next edit or press elsewhere. Nothing is cut silently.
 */
export function HexInput({ label, clearLabel, onCommit, keepExact = false, initialValue = '', commitOnBlur = true, value, height = 40, id: givenId, ...rest }: HexInputProps) {
  const [text, setText] = useHexText(value, value ?? initialValue);
  // The text last handed to the parser, numbered so that each commit is read afresh (null: nothing to say).
  const [reading, setReading] = useState<{ text: string; n: number } | null>(null);
  const ownId = useId();
  const statusId = useId();
  const id = givenId ?? ownId;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const latestCommit = useRef<(code: string, exact?: string) => void>(onCommit);
  latestCommit.current = keepExact ? onCommit : (code) => onCommit(code);
  // Each edit and each commit takes a new ticket: a parser that comes in after another began hands nothing over.
  const ticket = useRef(0);

  // The 7-character limit holds while the text looks like hex. An insertion of something else, or any paste or drop,
  // lifts it before the browser applies it (the attribute is read as the text goes in); it is put back just after if
  // the text still looks like hex (React, which set it, sees no change of its own to make).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const lift = (event: InputEvent) => {
      if (/^insertFrom(Paste|Drop)/.test(event.inputType) || (event.data !== null && !/^[#0-9a-f]*$/i.test(event.data))) {
        field.removeAttribute('maxlength');
        setTimeout(() => {
          if (looksLikeHex(field.value)) field.maxLength = sizes.hexInputMaxLength;
        });
      }
    };
    field.addEventListener('beforeinput', lift);
    return () => field.removeEventListener('beforeinput', lift);
  }, []);

  // The text last committed: leaving the field just after Enter (or pressing elsewhere to close its message) does not
  // commit, and say, the same again.
  const committed = useRef<string | null>(null);
  const commit = () => {
    committed.current = text;
    const typed = fieldText(text);
    const mine = ++ticket.current;
    // (A hex code or an unfinished one: what the field said went with the edit that made this text.)
    if (typed.kind === 'hex') onCommit(typed.code);
    if (typed.kind !== 'other') return;
    loadParser().then(
      (module) => {
        parser = module;
        if (mine === ticket.current) setReading({ text: typed.text, n: mine });
      },
      () => undefined, // a file gone with a deploy: the app reloads for it (src/app/staleChunkReload.ts)
    );
  };
  const change = (next: string) => {
    ticket.current++;
    setText(next);
    setReading(null);
    // Start loading the parser as soon as it will be needed, so Enter finds it in.
    if (fieldText(next).kind === 'other') loadParser().catch(() => undefined);
  };

  return (
    <Root ref={root}>
      <Field>
        {label ? (
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
        ) : null}
        <Input
          ref={input}
          $height={height}
          id={id}
          {...colorFieldAttributes}
          maxLength={looksLikeHex(text) ? sizes.hexInputMaxLength : undefined}
          inputMode="text"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          {...rest}
          aria-describedby={statusId}
          onBlur={(event) => {
            if (commitOnBlur && text !== committed.current) commit();
            rest.onBlur?.(event);
          }}
        />
        {text ? (
          <FieldClearButton label={clearLabel} onMouseDown={(event) => event.preventDefault()} onClick={() => change('')} />
        ) : null}
      </Field>
      <Status id={statusId} role="status">
        {reading && parser ? (
          <parser.ColorFieldMessage key={reading.n} reading={reading.text} text={text} value={value} field={root} onCommit={latestCommit} keepExact={keepExact} onDismiss={() => setReading(null)} />
        ) : null}
      </Status>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Field = styled.div`
  ${clearableField}
  width: 100%;
`;

/** Its placeholder is a hint in words (「#hex・CSS・色名」): in the interface's faces, the monospace stack has no kanji. */
const Input = styled.input<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
  padding: 0 40px 0 ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[2]}px;
  &::placeholder { color: ${tokens.colors.textMuted}; font-family: ${tokens.fonts.bodyJapanese}; }
`;

/**
 * The live region: always there (a region added with its message is not announced). It floats under the field, over
 * what follows, so that no layout moves for it (fields side by side stay aligned).
 */
const Status = styled.div`
  position: absolute;
  top: calc(100% + ${tokens.space[3]}px);
  left: 0;
  z-index: 20;
`;
