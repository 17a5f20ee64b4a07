/**
 * The registry of bench tasks, in run order. Add a task by exporting a `BenchTask` from a module in
 * this folder and listing it here (for example page scroll or Lighthouse tasks).
 */
import type { BenchTask } from '../types.ts';
import { audit100Task } from './audit100.ts';
import { audit100p3Task } from './audit100p3.ts';
import { backup200Task } from './backup200.ts';
import { describe40Task, random40Task } from './batches.ts';
import { convertTask } from './convert.ts';
import { gamut10kTask } from './gamut10k.ts';
import { import10kTask } from './import10k.ts';
import { imageTask } from './image.ts';
import { imageWorkerTask } from './imageWorker.ts';
import { japaneseTask } from './japanese.ts';
import { nameTask } from './name.ts';
import { paletteTask } from './palette.ts';
import { recolorImageTask } from './recolorImage.ts';
import { recolorSvgTask } from './recolorSvg.ts';
import { scaleTask } from './scale.ts';
import { themeTask } from './theme.ts';
import { systemTask } from './system.ts';
import { systemPresetsTask } from './systemPresets.ts';
import { worker40Task } from './worker40.ts';
import { exploreTask } from '../explore.ts';
import { colorsShownTask } from '../colorsShown.ts';
import { scrollTask } from '../scroll.ts';
import { spaceTask } from '../space.ts';
import { gradientDragTask } from '../gradientDrag.ts';
import { systemDragTask } from '../systemDrag.ts';
import { liveInspectTask, liveLinkTask } from '../liveLink.ts';
import { budgetsTask } from '../budgets.ts';
import { coldLoadTask } from '../coldLoad.ts';
import { chartsTask } from './charts.ts';
import { chartsSaferTask } from './chartsSafer.ts';
import { gradientFallbackTask } from './gradientFallback.ts';
import { gradientRasterTask } from './gradientRaster.ts';
import { imageGradientTask } from './imageGradient.ts';
import { meshRenderTask } from './meshRender.ts';
import { meshApproximationTask } from './meshApproximation.ts';
import { lighthouseTask } from '../lighthouse.ts';

export const TASKS: readonly BenchTask[] = [nameTask, japaneseTask, convertTask, describe40Task, random40Task, paletteTask, scaleTask, themeTask, systemTask, systemPresetsTask, chartsTask, chartsSaferTask, gradientFallbackTask, gradientRasterTask, imageGradientTask, meshRenderTask, meshApproximationTask, audit100Task, audit100p3Task, gamut10kTask, import10kTask, recolorSvgTask, recolorImageTask, backup200Task, imageTask, worker40Task, imageWorkerTask, scrollTask, exploreTask, colorsShownTask, spaceTask, gradientDragTask, systemDragTask, liveLinkTask, liveInspectTask, budgetsTask, coldLoadTask, lighthouseTask];
