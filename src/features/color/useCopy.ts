import { useTranslation } from 'react-i18next';
import { showColorToast, showToast } from '../../stores/toasts';
import { copyText } from '../../ui/clipboard';

/**
 * Returns a function that copies a value of the detail strip as shown and confirms with a colour toast '{text} Copied'
 * (SPEC §8), or tells the user when the browser refused. (The header's Copy button copies in the preferred form:
 * src/ui/copy/.)
 */
export function useCopy() {
  const { t } = useTranslation('common');
  return async (text: string, colorCode: string) => {
    if (await copyText(text)) showColorToast(colorCode, t('copy.copied', { code: text }));
    else showToast(t('copy.failed'), t('copy.failedDetail'));
  };
}
