import type { Gradient } from '../../core/gradient/gradient';
import { gradientQuery, parseGradient } from '../../core/gradient/address';
import { paths } from '../../config/paths';
import { useAddressHistory, type AddressCodec, type AddressHistory } from '../../ui/useAddressHistory';

export type GradientHistory = Omit<AddressHistory<Gradient>, 'value'> & { gradient: Gradient };

/** The gradient in the address's `g` (core/gradient/address.ts). */
const GRADIENT_ADDRESS: AddressCodec<Gradient> = {
  param: 'g',
  read: (text) => parseGradient(new URLSearchParams(text === null ? '' : { g: text })),
  path: (gradient) => paths.gradient(gradientQuery(gradient)),
};

/**
 * The gradient on show, its edits and their undo and redo: the address holds it, the edits of a drag or a held key
 * are one version and are written to the address when the gesture ends (ui/useAddressHistory.ts).
 */
export function useGradientAddress(): GradientHistory {
  const { value, ...history } = useAddressHistory(GRADIENT_ADDRESS);
  return { ...history, gradient: value };
}
