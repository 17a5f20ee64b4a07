import { useTranslation } from 'react-i18next';
import { ColorQueryField } from '../ColorQueryField';

/**
 * The picker's field for any colour (beside the SPEC's hex field, which stays at 7 characters): a CSS colour, a
 * traditional Japanese name or a colour name, typed or pasted; Enter, a click or leaving the field (pressing Apply
 * straight after typing) makes it the working colour.
 */
export function PickerColorQuery({ onChoose, keepsExact }: { onChoose: (code: string, exact?: string) => void; keepsExact?: boolean }) {
  const { t } = useTranslation('search');
  return (
    <ColorQueryField
      label={t('pickerLabel')}
      showLabel
      placeholder={t('pickerPlaceholder')}
      onChoose={onChoose}
      keepsExact={keepsExact}
      buttonLabel={(match) => t('use', { code: match.code, label: match.label })}
      limit={3}
      clearOnChoose
      chooseOnBlur
    />
  );
}
