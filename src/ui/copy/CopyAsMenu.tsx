import { useReducer, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_FORMATS } from '../../core/code/colorAs';
import { useCopyFormatStore } from '../../stores/copyFormat';
import { colorNamesCache } from '../colorNames';
import { MenuButton, type MenuTriggerProps } from '../Menu';
import { copyColors, previewAs, type CopyMessages } from './copyColors';

type CopyAsMenuProps = {
  /** One colour, or a palette's colours in order: codes, or exact texts for wide and translucent colours. */
  codes: readonly string[];
  /** The menu's accessible name ('Copy Red #ff0000 as'). */
  label: string;
  /** Renders the button that opens the menu (a swatch tool, a toolbar button), spreading the props on it. */
  trigger: (props: MenuTriggerProps) => ReactElement;
  messages?: CopyMessages;
};

/**
 * "Copy as": a menu of the forms a colour or palette can be copied in, each with the text it gives. Picking
 * one copies in it and makes it the form of every copy button from then on (the checked item). The forms' names are
 * the lazy `formats` namespace, loaded as the button mounts; named forms load the colour names when the menu opens.
 */
export function CopyAsMenu({ codes, label, trigger, messages }: CopyAsMenuProps) {
  const { t, ready } = useTranslation('formats', { useSuspense: false });
  const preferred = useCopyFormatStore((state) => state.format);
  const choose = useCopyFormatStore((state) => state.choose);
  const [, namesLoaded] = useReducer((n: number) => n + 1, 0);
  const loadNames = () => {
    if (!colorNamesCache.has()) void colorNamesCache.load().then(namesLoaded, () => undefined);
  };
  const items = !ready
    ? []
    : COPY_FORMATS.map((format) => {
        const preview = previewAs(codes, format);
        return {
          id: format,
          label: t(`copyAs.${format}`),
          detail: preview === null ? undefined : codes.length === 1 ? preview : `${preview.split('\n')[0]}${codes.length > 1 ? ' …' : ''}`,
          checked: format === preferred,
          onSelect: () => {
            choose(format);
            void copyColors(codes, format, messages);
          },
        };
      });
  return <MenuButton label={label} items={items} trigger={trigger} footer={ready ? t('copyAs.remembered') : undefined} onOpen={loadNames} />;
}
