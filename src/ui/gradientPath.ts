import { paths } from '../config/paths';
import { gradientText } from '../core/gradient/address';
import { gradientOfColors } from '../core/gradient/edit';

/** The gradient tool's path with a gradient through the colours (wide ones as they are); null for fewer than two. */
export function gradientPathOf(codes: readonly string[]): string | null {
  const gradient = gradientOfColors(codes);
  return gradient && paths.gradient({ g: gradientText(gradient) });
}
