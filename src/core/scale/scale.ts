/**
 * The scale generator: one brand colour to a full design-system ramp, as Tailwind's 11 steps
 * (tailwindScale.ts), Radix's 12 in light and dark (radixScale.ts), or one step per contrast target
 * (contrastScale.ts), optionally with a neutral scale tinted with its hue. A pure function of the request, the
 * same in the TypeScript core and in the wasm port (assembly/scale/; tests/parity/scale.test.ts).
 *
 * Built in OKLCH (https://bottosson.github.io/posts/oklab/), every step brought into sRGB by CSS Color 4 chroma
 * reduction (convert/gamutMap.ts); the input colour comes back exactly, as given, at its anchor step.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import {
  RADIX_STEPS,
  SCALE_KINDS,
  SCALE_MAX_TARGETS,
  SCALE_METHODS,
  SCALE_TARGET_RANGE,
  TAILWIND_STEPS,
  type Scale,
  type ScaleKind,
  type ScaleMethod,
  type ScaleRequest,
} from './scaleRules.ts';
import { toStep, type StepPlan } from './scaleColor.ts';
import { tailwindNeutralSteps, tailwindSteps } from './tailwindScale.ts';
import { radixNeutralSteps, radixSteps } from './radixScale.ts';
import { contrastSteps } from './contrastScale.ts';

export * from './scaleRules.ts';

/** A request checked and reduced to numbers: packed colours, the pinned step's index (−1: none). */
export type ValidScaleRequest = {
  readonly kind: ScaleKind;
  readonly rgb: number;
  readonly pinned: number;
  readonly targets: readonly number[];
  readonly background: number;
  readonly method: ScaleMethod;
  readonly neutral: boolean;
};

/** Returns true for one of SCALE_KINDS. */
export function isScaleKind(x: unknown): x is ScaleKind {
  return typeof x === 'string' && (SCALE_KINDS as readonly string[]).includes(x);
}

/** Returns the step names of a kind (contrast scales are named by their targets: none here). */
export function scaleStepNames(kind: ScaleKind): readonly string[] {
  return kind === 'tailwind' ? TAILWIND_STEPS : kind === 'radix' ? RADIX_STEPS : [];
}

/** Returns packed 0xRRGGBB of any accepted code. @throws Error on an invalid code. */
function packCode(code: string): number {
  return Number.parseInt(normalizeColorCode(code).slice(1), 16);
}

/**
 * Returns the request checked and reduced to numbers.
 * @throws Error on an unknown kind or method, a bad colour or background, a pinned step the kind does not have,
 * or (contrast) a target list that is empty, too long, or holds a number out of the method's range.
 */
export function validateScaleRequest(request: ScaleRequest): ValidScaleRequest {
  const { kind, color, pinned = null, targets = [], background = '#ffffff', method = 'wcag', neutral = false } = request;
  if (!isScaleKind(kind)) throw new Error(`unknown scale kind: ${String(kind)}`);
  if (!(SCALE_METHODS as readonly string[]).includes(method)) throw new Error(`unknown contrast method: ${String(method)}`);
  if (typeof neutral !== 'boolean') throw new Error('neutral is a boolean');
  const rgb = packCode(color);
  let pinnedIndex = -1;
  if (pinned !== null && kind !== 'contrast') {
    pinnedIndex = scaleStepNames(kind).indexOf(pinned);
    if (pinnedIndex < 0) throw new Error(`a ${kind} scale has no step ${String(pinned)}`);
  }
  if (kind === 'contrast') {
    const [min, max] = SCALE_TARGET_RANGE[method];
    if (!Array.isArray(targets) || targets.length < 1 || targets.length > SCALE_MAX_TARGETS) {
      throw new Error(`a contrast scale has 1 to ${SCALE_MAX_TARGETS} targets`);
    }
    for (const target of targets) {
      if (typeof target !== 'number' || !(target >= min && target <= max)) throw new Error(`a ${method} target lies in ${min}–${max}: ${String(target)}`);
    }
  }
  return { kind, rgb, pinned: pinnedIndex, targets: kind === 'contrast' ? targets.slice() : [], background: packCode(background), method, neutral };
}

/** Returns the step plans of one scale of a valid request: `neutral` for its neutral scale, `dark` for Radix's dark one. */
export function scaleSteps(request: ValidScaleRequest, neutral: boolean, dark: boolean): StepPlan[] {
  const { kind, rgb } = request;
  if (kind === 'tailwind') return neutral ? tailwindNeutralSteps(rgb) : tailwindSteps(rgb, request.pinned);
  if (kind === 'radix') return neutral ? radixNeutralSteps(rgb, dark) : radixSteps(rgb, request.pinned, dark);
  return contrastSteps(rgb, request.targets, request.background, request.method, neutral);
}

/** Returns the scale of a request (see the file comment). @throws Error on an invalid request. */
export function generateScale(request: ScaleRequest): Scale {
  const valid = validateScaleRequest(request);
  return scaleOf(valid, (neutral, dark) => scaleSteps(valid, neutral, dark).map(toStep));
}

/**
 * Returns the Scale of a valid request from a maker of step lists (`steps(neutral, dark)`): the core's or the wasm
 * engine's, so both assemble the same object.
 */
export function scaleOf(request: ValidScaleRequest, steps: (neutral: boolean, dark: boolean) => Scale['steps']): Scale {
  const main = steps(false, false);
  const radix = request.kind === 'radix';
  return {
    kind: request.kind,
    steps: main,
    anchor: main.findIndex((step) => step.anchor),
    dark: radix ? steps(false, true) : null,
    neutral: request.neutral ? steps(true, false) : null,
    neutralDark: request.neutral && radix ? steps(true, true) : null,
  };
}
