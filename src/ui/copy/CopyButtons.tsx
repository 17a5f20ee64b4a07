import type { ComponentType } from 'react';
import { ChevronDown, ClipboardType, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import type { SwatchToolProps } from '../SwatchToolButton';
import { tokens } from '../theme';
import { CopyAsMenu } from './CopyAsMenu';
import { copyColors, type CopyMessages } from './copyColors';

type CopySplitButtonProps = {
  /** The colours: codes, or exact texts for wide and translucent colours (src/core/exact/), kept by every form that can say them. */
  codes: readonly string[];
  /** The copy button's text ('Copy code', 'Copy codes'). */
  label: string;
  /** What is copied, for the menu's name ('#ff0000', 'the palette'). */
  what: string;
  messages?: CopyMessages;
  disabled?: boolean;
  /** The button's look (a toolbar's ghost buttons). */
  variant?: 'ghost';
};

/**
 * A copy button joined to its "Copy as" menu: the button copies in the preferred form, the chevron opens
 * the menu of forms. The colour page's header and every palette's actions use it.
 */
export function CopySplitButton({ codes, label, what, messages, disabled, variant }: CopySplitButtonProps) {
  const { t } = useTranslation('common');
  const asLabel = t('copy.asLabel', { label: what });
  return (
    <Split>
      <Button type="button" $variant={variant} disabled={disabled} onClick={() => void copyColors(codes, undefined, messages)}>
        <Copy aria-hidden />
        {label}
      </Button>
      <CopyAsMenu
        codes={codes}
        label={asLabel}
        messages={messages}
        trigger={(props) => (
          <Chevron {...props} type="button" $variant={variant} disabled={disabled} aria-label={asLabel} title={t('copy.as')}>
            <ChevronDown aria-hidden />
          </Chevron>
        )}
      />
    </Split>
  );
}

/**
 * A swatch's "Copy as" tool: its menu behind the swatch's own icon button (`Tool`, a styled `SwatchToolButton`). `code`
 * is the colour as authored: a code, or the exact text of a wide or translucent colour.
 */
export function CopyAsTool({ code, label, Tool }: { code: string; label: string; Tool: ComponentType<SwatchToolProps> }) {
  const { t } = useTranslation('common');
  const asLabel = t('copy.asLabel', { label });
  return <CopyAsMenu codes={[code]} label={asLabel} trigger={(props) => <Tool {...props} icon={ClipboardType} label={asLabel} title={t('copy.as')} />} />;
}

const Split = styled.div`
  display: inline-flex;
  & > button:first-child {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
`;

const Chevron = styled(Button)`
  margin-left: -1px;
  padding: 0 ${tokens.space[2]}px;
  border-top-left-radius: 0;
  border-bottom-left-radius: 0;
`;
