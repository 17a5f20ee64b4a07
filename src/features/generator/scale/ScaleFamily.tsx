import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Scale, ScaleStep } from '../../../core/scale/scale';
import type { AlphaStep, ScaleAlpha } from '../../../core/scale/alphaScale';
import { ColorInput } from '../../../ui/ColorInput';
import { paintOf } from '../../../ui/ExactMark';
import { IconButton } from '../../../ui/IconButton';
import { tokens } from '../../../ui/theme';
import { AlphaSteps } from './AlphaSteps';
import { ScaleSteps } from './ScaleSteps';
import type { ScaleFamilyParams } from './scaleUrl';
import { cardSurface, centredRow, fieldBox, fieldLabel, stack } from '../../../ui/styles';

type ScaleFamilyProps = {
  index: number;
  family: ScaleFamilyParams;
  /** The family's scale, or null while the first one is made. */
  scale: Scale | null;
  /** Its alpha steps, when shown (each row's under it). */
  alpha?: ScaleAlpha | null;
  method: 'wcag' | 'apca';
  onChange: (family: ScaleFamilyParams) => void;
  /** Absent for the first family, which cannot be removed. */
  onRemove?: () => void;
};

/**
 * One family of the scale generator: its name and colour, then its steps (Radix: the light and the dark scale; the
 * first family also its tinted neutral when asked for), each row with its alpha steps under it when they are shown.
 * Steps can pin the colour (Tailwind and Radix).
 */
export function ScaleFamily({ index, family, scale, alpha = null, method, onChange, onRemove }: ScaleFamilyProps) {
  const { t } = useTranslation('scale');
  const nameId = useId();
  const [name, setName] = useState(family.name);
  // A name changed elsewhere (back to the default, a new address) replaces the draft.
  useEffect(() => setName(family.name), [family.name]);
  const commitName = () => {
    if (name !== family.name) onChange({ ...family, name });
  };
  const pinnable = scale !== null && scale.kind !== 'contrast';
  const onPin = pinnable ? (pin: string | null) => onChange({ ...family, pin }) : undefined;
  const id = `scale-${index}`;

  return (
    <Card aria-labelledby={nameId}>
      <Head>
        <h2 id={nameId} className="visually-hidden">
          {family.name}
        </h2>
        <Name>
          <label htmlFor={`${nameId}-input`}>{t('name')}</label>
          <input
            id={`${nameId}-input`}
            value={name}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setName(event.target.value)}
            onBlur={commitName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitName();
            }}
          />
        </Name>
        <Color
          label={t('color')}
          value={family.color}
          onChange={(color) => onChange({ ...family, color, pin: family.pin })}
          pickerLabel={t('pickColor', { name: family.name })}
          clearLabel={t('clearColor')}
        />
        {onRemove ? (
          <IconButton type="button" $variant="outlined" aria-label={t('remove', { name: family.name })} title={t('remove', { name: family.name })} onClick={onRemove}>
            <X aria-hidden />
          </IconButton>
        ) : null}
      </Head>
      <Legend>
        <span>
          <Chip aria-hidden style={{ background: '#ffffff' }} />
          {t('legendWhite')}
        </span>
        <span>
          <Chip aria-hidden style={{ background: '#000000' }} />
          {t('legendBlack')}
        </span>
        <span>{t('legendMeasures')}</span>
        {alpha ? (
          <span>
            <Chip aria-hidden style={{ background: paintOf('rgb(0 0 0 / 0.3)', 0.3), backgroundSize: '6px 6px' }} />
            {t('legendAlpha')}
          </span>
        ) : null}
      </Legend>
      {scale === null ? (
        <Loading aria-busy="true" />
      ) : (
        <>
          {scale.dark ? <RowTitle>{t('light')}</RowTitle> : null}
          <ScaleSteps
            steps={scale.steps}
            id={`${id}-light`}
            label={scale.dark ? t('rowLabel', { name: family.name, row: t('light') }) : family.name}
            pinned={family.pin}
            onPin={onPin}
            method={method}
          />
          {alpha ? <AlphaRow row={scale.dark ? 'light' : null} steps={alpha.steps} name={family.name} /> : null}
          {scale.dark ? <TitledRow row="dark" steps={scale.dark} id={`${id}-dark`} name={family.name} method={method} /> : null}
          {alpha?.dark ? <AlphaRow row="dark" steps={alpha.dark} name={family.name} /> : null}
          {scale.neutral ? <TitledRow row="neutral" steps={scale.neutral} id={`${id}-neutral`} name={family.name} method={method} /> : null}
          {alpha?.neutral ? <AlphaRow row="neutral" steps={alpha.neutral} name={family.name} /> : null}
          {scale.neutral && scale.neutralDark ? (
            <TitledRow row="neutralDark" steps={scale.neutralDark} id={`${id}-neutral-dark`} name={family.name} method={method} />
          ) : null}
          {alpha?.neutralDark ? <AlphaRow row="neutralDark" steps={alpha.neutralDark} name={family.name} /> : null}
        </>
      )}
    </Card>
  );
}

type TitledRowProps = {
  row: 'dark' | 'neutral' | 'neutralDark';
  steps: readonly ScaleStep[];
  id: string;
  /** The family's name. */
  name: string;
  method: 'wcag' | 'apca';
};

/** A row of steps after the family's main one (Radix's dark scale, the neutral, the neutral's dark): its title over its steps. */
function TitledRow({ row, steps, id, name, method }: TitledRowProps) {
  const { t } = useTranslation('scale');
  return (
    <>
      <RowTitle>{t(row)}</RowTitle>
      <ScaleSteps steps={steps} id={id} label={t('rowLabel', { name, row: t(row) })} method={method} />
    </>
  );
}

type AlphaRowProps = {
  /** The solid row it belongs to; null for a family's only row. */
  row: 'light' | 'dark' | 'neutral' | 'neutralDark' | null;
  steps: readonly AlphaStep[];
  /** The family's name. */
  name: string;
};

/** A row of alpha steps under its solid row: its title ('Dark alpha') and the background it is laid over, then its steps. */
function AlphaRow({ row, steps, name }: AlphaRowProps) {
  const { t } = useTranslation('scale');
  const title = row === null ? t('alpha') : t('alphaOfRow', { row: t(row) });
  const background = steps[0]?.background ?? '#ffffff';
  return (
    <>
      <RowTitle>
        {title}
        <Backdrop>
          <Chip aria-hidden style={{ background }} />
          {t('over', { background })}
        </Backdrop>
      </RowTitle>
      <AlphaSteps steps={steps} label={t('rowLabel', { name, row: title })} />
    </>
  );
}

/** A size container: its steps (ScaleSteps.tsx) fit in one row or wrap by its width. */
const Card = styled.section`
  ${stack(tokens.space[3])}
  padding: ${tokens.space[4]}px;
  ${cardSurface}
  container: scale-family / inline-size;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[3]}px;
`;

const Name = styled.div`
  ${stack(tokens.space[1])}
  label { ${fieldLabel(tokens.fontSizes[0])} }
  input {
    width: 180px;
    ${fieldBox({ height: 40, background: tokens.colors.surface })}
    font-weight: ${tokens.fontWeights.bold};
  }
`;

const Color = styled(ColorInput)`
  flex: 0 1 240px;
`;

const RowTitle = styled.h3`
  margin-top: ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${tokens.colors.textMuted};
`;

/** The background an alpha row is laid over, after its title: as the codes are written (not upper case). */
const Backdrop = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  margin-left: ${tokens.space[2]}px;
  font-weight: ${tokens.fontWeights.regular};
  letter-spacing: normal;
  text-transform: none;
  vertical-align: bottom;
`;

/** The key to the steps' contrast lines: which chip is which background, and what the two numbers are. */
const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]}px ${tokens.space[4]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
  span { ${centredRow} gap: 5px; }
`;

const Chip = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.swatchEdge};
`;

const Loading = styled.div`
  height: 150px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
`;
