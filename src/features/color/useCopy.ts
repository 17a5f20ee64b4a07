import { useTranslation } from 'react-i18next';
import { showColorToast, showToast } from '../../stores/toasts';
import { copyText } from '../../ui/clipboard';

/**
 * Returns a function that copies a text and confirms with a colour toast '{text} Copied' (SPEC §8), or tells the
 * user when the browser refused.
 */
export function useCopy() {
  const { t } = useTranslation('color');
  return async (text: string, colorCode: string) => {
    if (await copyText(text)) showColorToast(colorCode, t('page.copied', { code: text }));
    else showToast(t('page.copyFailed'), t('page.copyFailedDetail'));
  };
}
