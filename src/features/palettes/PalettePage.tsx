import { useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePalette } from '../../stores/palettes';
import { useLocalize } from '../../ui/i18n';
import { PaletteEditor } from './editor/PaletteEditor';

/** The palette page (/palettes/{id}, SPEC §2): an unknown id goes to /404. */
export default function PalettePage() {
  const { paletteId } = useParams();
  const palette = usePalette(paletteId);
  const localize = useLocalize();
  // Set while this page deletes its palette, so the page does not flash the 404 redirect on its way out.
  const leaving = useRef(false);
  if (!palette) return leaving.current ? null : <Navigate to={localize(paths.notFound())} replace />;
  return <PaletteEditor key={palette.uuid} palette={palette} onLeave={() => (leaving.current = true)} />;
}
