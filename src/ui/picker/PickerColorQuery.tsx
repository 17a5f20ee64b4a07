import { useTranslation } from 'react-i18next';
import { ColorQueryField } from '../ColorQueryField';

/**
 * The picker's field for any colour (beside the SPEC's hex field, which stays at 7 characters): a CSS colour, a
 * traditional Japanese name or a colour name, typed or pasted; Enter, a click or leaving the field (pressing Apply
 * straight after typing) makes it the working colour.
 */
export function PickerColorQuery({ onChoose }: { onChoose: (code: string) => void }) {
  const { t } = useTranslation('search');
  return (
    <ColorQueryField
      label={t('pickerLabel')}
      showLabel
      placeholder={t('pickerPlaceholder')}
      onChoose={onChoose}
      buttonLabel={(match) => t('use', { code: match.code, label: match.label })}
      limit={3}
      clearOnChoose
      chooseOnBlur
    />
  );
}
