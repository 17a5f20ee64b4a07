import { Dices, Grid3x3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sameAuthored, tryAuthoredColor } from '../../../core/exact/authoredColor';
import { resetMeshPlaces, resizeMesh } from '../../../core/gradient/mesh/edit';
import { MAX_MESH_SIDE, MIN_MESH_SIDE, withMeshPoint, type Mesh } from '../../../core/gradient/mesh/mesh';
import { moveMeshPoint } from '../../../core/gradient/mesh/move';
import { withRandomColors } from '../../../core/gradient/mesh/random';
import { Button } from '../../../ui/Button';
import { ColorInput } from '../../../ui/ColorInput';
import { cluster } from '../../../ui/styles';
import { tokens } from '../../../ui/theme';
import { Field, FieldPair, Panel } from '../../../ui/Panel';

const SIDES = Array.from({ length: MAX_MESH_SIDE - MIN_MESH_SIDE + 1 }, (_, i) => MIN_MESH_SIDE + i);

/** The selected point: its colour (any CSS colour, wide and translucent ones kept) and its place in % of the box. */
export function PointSettings({ mesh, index, onChange }: { mesh: Mesh; index: number; onChange: (mesh: Mesh) => void }) {
  const { t } = useTranslation('mesh');
  const point = mesh.points[index];
  const setPlace = (axis: 'x' | 'y', value: number) => {
    if (Number.isFinite(value)) onChange(moveMeshPoint(mesh, index, axis === 'x' ? value : point.x, axis === 'y' ? value : point.y));
  };
  return (
    <Panel title={t('point.title', { column: (index % mesh.columns) + 1, row: Math.floor(index / mesh.columns) + 1 })} id="mesh-point">
      {/* A field of its own per point and grid: a colour still being read from the text typed for one point is not
          committed to another, nor to the mesh an undo brings back. */}
      <ColorInput
        key={`${index}/${mesh.columns}×${mesh.rows}`}
        label={t('point.color')}
        value={point.color.code}
        exact={point.color.exact}
        keepExact
        pickerLabel={t('point.pick')}
        clearLabel={t('point.clear')}
        onChange={(code, exact) => {
          // The field commits again on blur: the same colour is no new step.
          const color = tryAuthoredColor(exact ?? code) ?? { code };
          if (!sameAuthored(color, point.color)) onChange(withMeshPoint(mesh, index, (current) => ({ ...current, color })));
        }}
      />
      <FieldPair>
        {(['x', 'y'] as const).map((axis) => (
          <Field key={axis}>
            <span>{t(`point.${axis}`)}</span>
            <input type="number" min={0} max={100} step={0.5} value={point[axis]} onChange={(event) => event.target.value !== '' && setPlace(axis, event.target.valueAsNumber)} />
          </Field>
        ))}
      </FieldPair>
    </Panel>
  );
}

/**
 * The grid: its columns and rows (2–6; a resized mesh keeps its look, its new points taken from the surface), the
 * points put back on their places, new random colours. Each is a step of its own.
 */
export function GridSettings({ mesh, onChange }: { mesh: Mesh; onChange: (mesh: Mesh) => void }) {
  const { t } = useTranslation('mesh');
  const grid = resetMeshPlaces(mesh).points;
  const moved = mesh.points.some((point, i) => point.x !== grid[i].x || point.y !== grid[i].y);
  return (
    <Panel title={t('grid.title')} id="mesh-grid">
      <FieldPair>
        {(['columns', 'rows'] as const).map((side) => (
          <Field key={side}>
            <span>{t(`grid.${side}`)}</span>
            <select
              value={mesh[side]}
              onChange={(event) => {
                const value = Number(event.target.value);
                onChange(side === 'columns' ? resizeMesh(mesh, value, mesh.rows) : resizeMesh(mesh, mesh.columns, value));
              }}
            >
              {SIDES.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </FieldPair>
      <Buttons>
        <Button type="button" disabled={!moved} onClick={() => onChange(resetMeshPlaces(mesh))}>
          <Grid3x3 aria-hidden />
          {t('grid.reset')}
        </Button>
        <Button type="button" onClick={() => onChange(withRandomColors(mesh, Math.random))}>
          <Dices aria-hidden />
          {t('grid.randomize')}
        </Button>
      </Buttons>
    </Panel>
  );
}

const Buttons = styled.div`
  ${cluster(tokens.space[2])}
`;
