/**
 * A colour system's cells (mirror of src/core/system/solveCells.ts; the rules are described there): per row and
 * appearance, a fixed cell judged against its target, a cell without a target on its curves, a target cell's
 * lightness searched on the side its curves put it (the contrast scales' search), marked unreachable when neither
 * side reaches, refined again more widely when it lands more than the target's slack above. In a Display P3 system,
 * the same on both screens (p3Cells.ts).
 */
import { encodeOklch } from "../generate/paletteWork";
import { PACKED_BLACK, PACKED_WHITE, packedToOklch } from "../scale/scaleColor";
import { refine, searchSide, setMeasure, sideContrast } from "../scale/contrastScale";
import { SYSTEM_METHOD_APCA } from "../generated/constants";
import { SYSTEM_SLACK_APCA, SYSTEM_SLACK_WCAG, SYSTEM_WIDE_RADIUS } from "../generated/tables";
import {
  SYSTEM_CELL_C, SYSTEM_CELL_FIXED, SYSTEM_CELL_FIXED_C, SYSTEM_CELL_FIXED_H, SYSTEM_CELL_FIXED_L, SYSTEM_CELL_H, SYSTEM_CELL_L, SYSTEM_CELL_STRIDE, SYSTEM_FLAG_FIXED_MISS,
  SYSTEM_FLAG_SOLVED, SYSTEM_FLAG_UNREACHABLE, SYSTEM_OUT_FLAGS, SYSTEM_OUT_REACHED, SYSTEM_OUT_RGB, SYSTEM_OUT_STRIDE,
  SYSTEM_TARGET_AGAINST, SYSTEM_TARGET_METHOD, SYSTEM_TARGET_STRIDE, SYSTEM_TARGET_VALUE,
} from "../layout";
import { Vec3 } from "../vec3";
import { Screen, copyScreen, p3Cell, p3Contrast, p3SideContrast, screenOfBytes, screenOfP3, searchP3Side } from "./p3Cells";
import { SYSTEM_OUT_P3_C, SYSTEM_OUT_P3_H, SYSTEM_OUT_P3_L } from "../layout";
import { SYSTEM_MAX_STEPS } from "../generated/constants";

const REFERENCE = changetype<Vec3>(memory.data(24, 8));

/** The block being solved: the targets, its cells, its output, its background, and which cells are done (a bit each). */
let targetsAt: usize = 0;
let cellsAt: usize = 0;
let outAt: usize = 0;
let background: u32 = 0;
let done: u32 = 0;

/** Returns the contrast of 0xRRGGBB with the current measure's reference, on whichever side it lies. */
function contrastWith(rgb: u32): f64 {
  return Math.max(sideContrast(rgb, true), sideContrast(rgb, false));
}

/** Writes a cell's record (no P3 value). */
function write(i: i32, rgb: u32, reached: f64, flags: i32): void {
  const at = outAt + (<usize>(i * SYSTEM_OUT_STRIDE) << 3);
  store<f64>(at + (<usize>SYSTEM_OUT_RGB << 3), <f64>rgb);
  store<f64>(at + (<usize>SYSTEM_OUT_REACHED << 3), reached);
  store<f64>(at + (<usize>SYSTEM_OUT_FLAGS << 3), <f64>flags);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_L << 3), -1);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_C << 3), -1);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_H << 3), -1);
}

/** Each cell of the block on both screens, in a Display P3 system. */
const SCREENS: usize = memory.data(SYSTEM_MAX_STEPS * offsetof<Screen>(), 8);
const GROUND = changetype<Screen>(memory.data(offsetof<Screen>(), 8));
const BLACK = changetype<Screen>(memory.data(offsetof<Screen>(), 8));
const WHITE = changetype<Screen>(memory.data(offsetof<Screen>(), 8));
const FOUND = changetype<Screen>(memory.data(offsetof<Screen>(), 8));

@inline
function screenAt(i: i32): Screen {
  return changetype<Screen>(SCREENS + <usize>i * offsetof<Screen>());
}

/** Writes a cell's record from its screens. */
function writeScreen(i: i32, cell: Screen, reached: f64, flags: i32): void {
  write(i, cell.rgb, reached, flags);
  if (!cell.wide) return;
  const at = outAt + (<usize>(i * SYSTEM_OUT_STRIDE) << 3);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_L << 3), cell.l);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_C << 3), cell.c);
  store<f64>(at + (<usize>SYSTEM_OUT_P3_H << 3), cell.h);
}

/** Writes a fixed cell (record at `cell`) into `out`: a colour set by hand beyond sRGB as it is, else its bytes. */
function fixedScreen(cell: usize, fixed: u32, out: Screen): void {
  const c = load<f64>(cell + (<usize>SYSTEM_CELL_FIXED_C << 3));
  if (c >= 0) screenOfP3(fixed, load<f64>(cell + (<usize>SYSTEM_CELL_FIXED_L << 3)), c, load<f64>(cell + (<usize>SYSTEM_CELL_FIXED_H << 3)), out);
  else screenOfBytes(fixed, out);
}

/** Returns cell i of a Display P3 system on both screens, solving it (and the cell its target names, first) when not yet done. */
function solveCellP3(i: i32): Screen {
  const screen = screenAt(i);
  if ((done >>> i) & 1) return screen;
  const cell = cellsAt + (<usize>(i * SYSTEM_CELL_STRIDE) << 3);
  const l = load<f64>(cell + (<usize>SYSTEM_CELL_L << 3));
  const c = load<f64>(cell + (<usize>SYSTEM_CELL_C << 3));
  const h = load<f64>(cell + (<usize>SYSTEM_CELL_H << 3));
  const fixed = load<f64>(cell + (<usize>SYSTEM_CELL_FIXED << 3));
  const target = targetsAt + (<usize>(i * SYSTEM_TARGET_STRIDE) << 3);
  const method = <i32>load<f64>(target + (<usize>SYSTEM_TARGET_METHOD << 3));
  if (method < 0) {
    if (fixed >= 0) fixedScreen(cell, <u32>fixed, screen);
    else p3Cell(l, c, h, screen);
    writeScreen(i, screen, -1, 0);
  } else {
    const value = load<f64>(target + (<usize>SYSTEM_TARGET_VALUE << 3));
    const against = <i32>load<f64>(target + (<usize>SYSTEM_TARGET_AGAINST << 3));
    const reference = against < 0 ? GROUND : solveCellP3(against);
    const apca = method == SYSTEM_METHOD_APCA;
    if (fixed >= 0) {
      fixedScreen(cell, <u32>fixed, screen);
      const reached = p3Contrast(screen, reference, apca);
      writeScreen(i, screen, reached, reached < value ? SYSTEM_FLAG_FIXED_MISS : 0);
    } else {
      let referenceL: f64;
      if (reference.wide) referenceL = reference.l;
      else {
        packedToOklch(reference.rgb, REFERENCE);
        referenceL = REFERENCE.x;
      }
      const prefersDarker = l < referenceL;
      const darkest = p3SideContrast(BLACK, reference, true, apca);
      const lightest = p3SideContrast(WHITE, reference, false, apca);
      const preferred = prefersDarker ? darkest : lightest;
      const other = prefersDarker ? lightest : darkest;
      if (preferred >= value || other >= value) {
        const darker = preferred >= value ? prefersDarker : !prefersDarker;
        searchP3Side(c, h, value, darker, reference, apca, apca ? SYSTEM_SLACK_APCA : SYSTEM_SLACK_WCAG, SYSTEM_WIDE_RADIUS, FOUND);
        copyScreen(FOUND, screen);
        writeScreen(i, screen, p3SideContrast(screen, reference, darker, apca), SYSTEM_FLAG_SOLVED);
      } else {
        copyScreen(prefersDarker ? BLACK : WHITE, screen);
        writeScreen(i, screen, p3SideContrast(screen, reference, prefersDarker, apca), SYSTEM_FLAG_UNREACHABLE);
      }
    }
  }
  done |= 1 << i;
  return screen;
}

/** Returns cell i's colour, solving it (and the cell its target names, first) when not yet done. */
function solveCell(i: i32): u32 {
  const out = outAt + (<usize>(i * SYSTEM_OUT_STRIDE) << 3);
  if ((done >>> i) & 1) return <u32>load<f64>(out + (<usize>SYSTEM_OUT_RGB << 3));
  const cell = cellsAt + (<usize>(i * SYSTEM_CELL_STRIDE) << 3);
  const l = load<f64>(cell + (<usize>SYSTEM_CELL_L << 3));
  const c = load<f64>(cell + (<usize>SYSTEM_CELL_C << 3));
  const h = load<f64>(cell + (<usize>SYSTEM_CELL_H << 3));
  const fixed = load<f64>(cell + (<usize>SYSTEM_CELL_FIXED << 3));
  const target = targetsAt + (<usize>(i * SYSTEM_TARGET_STRIDE) << 3);
  const method = <i32>load<f64>(target + (<usize>SYSTEM_TARGET_METHOD << 3));
  let rgb: u32;
  if (method < 0) {
    rgb = fixed >= 0 ? <u32>fixed : encodeOklch(l, c, h);
    write(i, rgb, -1, 0);
  } else {
    const value = load<f64>(target + (<usize>SYSTEM_TARGET_VALUE << 3));
    const against = <i32>load<f64>(target + (<usize>SYSTEM_TARGET_AGAINST << 3));
    const reference = against < 0 ? background : solveCell(against);
    const apca = method == SYSTEM_METHOD_APCA;
    setMeasure(reference, apca);
    if (fixed >= 0) {
      rgb = <u32>fixed;
      const reached = contrastWith(rgb);
      write(i, rgb, reached, reached < value ? SYSTEM_FLAG_FIXED_MISS : 0);
    } else {
      packedToOklch(reference, REFERENCE);
      const prefersDarker = l < REFERENCE.x;
      const darkest = sideContrast(PACKED_BLACK, true);
      const lightest = sideContrast(PACKED_WHITE, false);
      const preferred = prefersDarker ? darkest : lightest;
      const other = prefersDarker ? lightest : darkest;
      if (preferred >= value || other >= value) {
        const darker = preferred >= value ? prefersDarker : !prefersDarker;
        rgb = searchSide(c, h, value, darker);
        if (sideContrast(rgb, darker) - value > (apca ? SYSTEM_SLACK_APCA : SYSTEM_SLACK_WCAG)) rgb = refine(rgb, value, darker, SYSTEM_WIDE_RADIUS);
        write(i, rgb, sideContrast(rgb, darker), SYSTEM_FLAG_SOLVED);
      } else {
        rgb = prefersDarker ? PACKED_BLACK : PACKED_WHITE;
        write(i, rgb, sideContrast(rgb, prefersDarker), SYSTEM_FLAG_UNREACHABLE);
      }
    }
  }
  done |= 1 << i;
  return rgb;
}

/**
 * Solves `blockCount` blocks of `n` cells (layout.ts: the targets at `targets`, the blocks at `blocks`, each its
 * background then its cells) of an sRGB system, or of a Display P3 one (`p3`), and writes SYSTEM_OUT_STRIDE f64 per
 * cell at `output`, block after block.
 */
export function solveSystem(targets: usize, n: i32, blocks: usize, blockCount: i32, output: usize, p3: bool): void {
  targetsAt = targets;
  screenOfBytes(PACKED_BLACK, BLACK);
  screenOfBytes(PACKED_WHITE, WHITE);
  const blockBytes = <usize>(1 + n * SYSTEM_CELL_STRIDE) << 3;
  for (let b = 0; b < blockCount; b++) {
    const block = blocks + <usize>b * blockBytes;
    background = <u32>load<f64>(block);
    cellsAt = block + 8;
    outAt = output + (<usize>(b * n * SYSTEM_OUT_STRIDE) << 3);
    done = 0;
    if (p3) {
      screenOfBytes(background, GROUND);
      for (let i = 0; i < n; i++) solveCellP3(i);
    } else for (let i = 0; i < n; i++) solveCell(i);
  }
}
