/**
 * Machado 2009 matrices at any severity (mirror of src/core/vision/machado.ts `machadoMatrix`): the whole
 * tables come from the core through generated/tables.ts, and the interpolation is the core's, step for step.
 * Reference: Machado, Oliveira & Fernandes (2009), IEEE TVCG 15(6):1291–1298.
 */
import { Matrix3 } from "../vec3";

/** Bytes of one 3×3 matrix of a table (9 f64). */
const MATRIX_BYTES: usize = 72;

/**
 * Writes into `out` (9 f64) the matrix of `table` (11 matrices, severities 0.0 … 1.0) at `severity`: clamped
 * to [0, 1], NaN → 1; exactly the last matrix at 1; else, with i = min(9, floor(s · 10)) and t = s · 10 − i,
 * each entry a + (b − a) · t of matrices i and i + 1.
 */
export function machadoMatrix(table: usize, severity: f64, out: Matrix3): void {
  const s: f64 = isNaN(severity) ? 1 : Math.min(1, Math.max(0, severity));
  if (s == 1) {
    memory.copy(out, table + 10 * MATRIX_BYTES, MATRIX_BYTES);
    return;
  }
  const scaled = s * 10;
  const i = Math.min(9, Math.floor(scaled));
  const t = scaled - i;
  const a = table + <usize>i * MATRIX_BYTES;
  const b = a + MATRIX_BYTES;
  for (let k: usize = 0; k < 9; k++) {
    const x = load<f64>(a + (k << 3));
    store<f64>(out + (k << 3), x + (load<f64>(b + (k << 3)) - x) * t);
  }
}
