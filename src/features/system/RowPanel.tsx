import { memo, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SYSTEM_MAX_ROWS, SYSTEM_NAME_MAX, type SystemRow } from '../../core/system/systemRules';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { IconButton } from '../../ui/IconButton';
import { checkLabel, spreadRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useRowName } from './SystemGrid';
import { Field, PanelCard } from '../../ui/Panel';

type RowPanelProps = {
  steps: readonly string[];
  /** The row's place among the rows, and how many there are. */
  index: number;
  rowCount: number;
  row: SystemRow;
  /** A change to the row: `discrete` for a change that is an undo step of its own (not one keystroke of a name). */
  onRow: (row: SystemRow, discrete?: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onAdd: () => void;
};

/** The selected hue's settings: its name, base colour and step, the lock, and its place among the rows. */
export const RowPanel = memo(function RowPanel({ steps, index, rowCount, row, onRow, onMove, onDelete, onAdd }: RowPanelProps) {
  const { t } = useTranslation('system');
  const [name, setName] = useState<{ id: string; text: string } | null>(null);
  const baseLabel = t('row.base');
  const rowName = useRowName();

  return (
    <PanelCard aria-labelledby="system-row-title">
      <Head>
        <h2 id="system-row-title">{t('row.title')}</h2>
        <Order>
          <IconButton type="button" $variant="outlined" aria-label={t('row.moveUp')} title={t('row.moveUp')} disabled={index <= 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </IconButton>
          <IconButton type="button" $variant="outlined" aria-label={t('row.moveDown')} title={t('row.moveDown')} disabled={index >= rowCount - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </IconButton>
          <IconButton type="button" $variant="outlined" aria-label={t('row.delete')} title={t('row.delete')} disabled={rowCount <= 1} onClick={onDelete}>
            <Trash2 aria-hidden />
          </IconButton>
        </Order>
      </Head>
      <Field>
        <span>{t('row.name')}</span>
        <input
          type="text"
          maxLength={SYSTEM_NAME_MAX}
          value={name?.id === row.id ? name.text : rowName(row)}
          onChange={(event) => {
            setName({ id: row.id, text: event.target.value });
            onRow({ ...row, name: event.target.value });
          }}
          onBlur={() => setName(null)}
        />
      </Field>
      <ColorInput label={baseLabel} value={row.color} onChange={(code) => onRow({ ...row, color: code }, true)} pickerLabel={t('row.pick', { field: baseLabel })} clearLabel={t('row.clear', { field: baseLabel })} />
      <Field>
        <span>{t('row.baseStep')}</span>
        <select value={row.step} onChange={(event) => onRow({ ...row, step: Number(event.target.value) }, true)}>
          {steps.map((step, i) => (
            <option key={step} value={i}>
              {step}
            </option>
          ))}
        </select>
      </Field>
      <Check>
        <input type="checkbox" checked={row.locked} onChange={(event) => onRow({ ...row, locked: event.target.checked }, true)} />
        <span>
          {t('row.locked')}
          <small>{t('row.lockedHint')}</small>
        </span>
      </Check>
      <Button type="button" $variant="secondary" disabled={rowCount >= SYSTEM_MAX_ROWS} onClick={onAdd}>
        <Plus aria-hidden size={16} />
        {t('row.add')}
      </Button>
    </PanelCard>
  );
}, sameRowPanel);

/** Whether the panel shows alike: a curve edit or a cell set by hand changes nothing it shows. */
function sameRowPanel(a: RowPanelProps, b: RowPanelProps): boolean {
  const same = (x: SystemRow, y: SystemRow) => x.id === y.id && x.name === y.name && x.color === y.color && x.step === y.step && x.locked === y.locked;
  return (
    same(a.row, b.row) &&
    a.steps === b.steps &&
    a.index === b.index &&
    a.rowCount === b.rowCount &&
    a.onRow === b.onRow &&
    a.onMove === b.onMove &&
    a.onDelete === b.onDelete &&
    a.onAdd === b.onAdd
  );
}

const Head = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px;
`;

const Order = styled.div`
  display: flex;
  gap: ${tokens.space[1]}px;
`;

const Check = styled.label`
  ${checkLabel(40)}
  align-items: flex-start;
  input { margin-top: 3px; }
  span { display: flex; flex-direction: column; gap: 2px; }
  small { color: ${tokens.colors.textMuted}; }
`;
