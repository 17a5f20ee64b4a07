import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { colorValueText } from '../../../core/code/colorValues';

type PrintSheetProps = { name: string; colors: readonly { code: string; name: string }[] };

/**
 * The printable page of a palette: the palette's name, then each colour as a swatch with its name and its
 * HEX, RGB, CMYK and OKLCH, for a printer or the browser's "Save as PDF". It is in the page only while the export
 * dialog's Picture tab is open, hidden on screen; when printing, it is all that is printed.
 */
export function PrintSheet({ name, colors }: PrintSheetProps) {
  const { t } = useTranslation('formats');
  return createPortal(
    <Sheet data-print-sheet>
      <PrintOnly />
      <header>
        <h1>{name}</h1>
        <p>
          {t('card.count', { count: colors.length })} · {t('card.sheetMade')}
        </p>
      </header>
      <ol aria-label={t('card.sheetColors', { name })}>
        {colors.map((color, i) => (
          <li key={i}>
            <span className="swatch" style={{ background: color.code }} />
            <div>
              <strong>{color.name}</strong>
              <dl>
                <dt>HEX</dt>
                <dd>{color.code}</dd>
                <dt>RGB</dt>
                <dd>{colorValueText(color.code, 'rgb')}</dd>
                <dt>CMYK</dt>
                <dd>{colorValueText(color.code, 'cmyk')}</dd>
                <dt>OKLCH</dt>
                <dd>{colorValueText(color.code, 'oklch')}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ol>
    </Sheet>,
    document.body,
  );
}

/** On paper, the sheet alone: the app (and the dialog over it) is not printed. On screen, the sheet is not shown. */
const PrintOnly = createGlobalStyle`
  @media screen {
    [data-print-sheet] { display: none !important; }
  }
  @media print {
    @page { size: A4; margin: 14mm; }
    body > :not([data-print-sheet]) { display: none !important; }
    html, body { background: #ffffff !important; }
  }
`;

const Sheet = styled.div`
  color: #18181d;
  background: #ffffff;
  font-size: 10pt;
  line-height: 1.4;
  header {
    margin-bottom: 8mm;
    padding-bottom: 4mm;
    border-bottom: 0.4mm solid #18181d;
  }
  h1 {
    font-size: 22pt;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  header p { margin-top: 1mm; color: #55555f; }
  ol {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 6mm 8mm;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 4mm;
    break-inside: avoid;
  }
  .swatch {
    flex: none;
    width: 24mm;
    height: 24mm;
    border-radius: 2mm;
    border: 0.2mm solid rgba(0, 0, 0, 0.15);
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
  strong { display: block; font-size: 11pt; margin-bottom: 1mm; overflow-wrap: anywhere; }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.4mm 3mm;
    font-size: 8.5pt;
  }
  dt { color: #55555f; font-weight: 600; }
  dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; }
`;
