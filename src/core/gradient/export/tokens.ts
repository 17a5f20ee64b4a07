/**
 * A gradient as design tokens in the Design Tokens Community Group format 2025.10
 * (https://www.designtokens.org/tr/2025.10/format/#gradient): a group named after the gradient with one `gradient`
 * token per layer, the top layer first as in CSS.
 *
 * The stops are the layer's fitted sRGB stops (../fallback.ts), not the modern ones. A DTCG gradient is only its
 * stops: it has no interpolation space, no hue method, no easing, no repetition and no geometry, so whatever reads
 * it interpolates in its own default, which for Figma, the platforms' gradient APIs and CSS's legacy colours is sRGB;
 * the fitted stops are exactly the ones sRGB interpolation turns into the modern gradient (within ΔE_OK 0.01). The
 * modern stops in OKLCH or Display P3 would be read by those tools as sRGB between stops and drift from what the tool
 * showed, and an eased segment would need the same extra stops anyway. Each colour is the 2025.10 colour object in
 * 'srgb' (components the bytes over 255, alpha, `hex`), which Terrazzo's recommended rules and Style Dictionary accept.
 * Positions are 0–1 over the gradient's length (the format clamps there): a repeating layer's periods are written
 * out, and a layer whose stops reach beyond 0–100 % is cut at both ends with the colour it has there.
 * Where the format has no field (the kind, the angle, the shape, the centre), each token's `$description` says it,
 * with the modern CSS the layer comes from.
 */
import { extentValue, type GradientLayer } from '../gradient.ts';
import { layerCss } from '../css.ts';
import { bytesToHex } from '../../convert/srgbToHex.ts';
import { gradientSlug, type GradientExportInput } from './names.ts';
import { stopsOver, type LineStop } from './stops.ts';

/** A DTCG 2025.10 colour in sRGB. */
export type DtcgSrgbColor = { readonly colorSpace: 'srgb'; readonly components: readonly [number, number, number]; readonly alpha: number; readonly hex: string };
/** A DTCG 2025.10 gradient stop: a colour and a position 0–1. */
export type DtcgGradientStop = { readonly color: DtcgSrgbColor; readonly position: number };
/** A DTCG 2025.10 gradient token. */
export type DtcgGradientToken = { readonly $type: 'gradient'; readonly $description: string; readonly $value: readonly DtcgGradientStop[] };

/** Object.prototype's members ('constructor', 'toString', …): Style Dictionary 4 drops a group of one of these names. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Returns the group's name: the gradient's slug ('sunset-glow'), with '-gradient' after a name Object.prototype has. */
export function gradientTokenGroup(name: string): string {
  const slug = gradientSlug(name);
  return PROTOTYPE_KEYS.has(slug) ? `${slug}-gradient` : slug;
}

/** Returns the token name of layer `index` (0: the top one): 'layer-1', 'layer-2', … */
export const layerTokenName = (index: number) => `layer-${index + 1}`;

/** Returns a stop's colour (0–255, any precision) as a DTCG sRGB colour of its bytes. */
function dtcgColor(rgba: LineStop['rgba']): DtcgSrgbColor {
  const [r, g, b, a] = rgba.map((v) => Math.min(255, Math.max(0, Math.round(v))));
  return { colorSpace: 'srgb', components: [r / 255, g / 255, b / 255], alpha: Number((a / 255).toFixed(4)), hex: bytesToHex(r, g, b) };
}

/** Returns what CSS says of a layer's geometry: 'repeating linear, 135deg', 'radial, ellipse farthest-corner at 30% 70%', 'conic, from 45deg at 50% 50%'. */
export function layerGeometry(layer: GradientLayer): string {
  const kind = `${layer.repeating ? 'repeating ' : ''}${layer.kind}`;
  const at = `at ${layer.center[0]}% ${layer.center[1]}%`;
  if (layer.kind === 'linear') return `${kind}, ${layer.angle}deg`;
  if (layer.kind === 'radial') return `${kind}, ${extentValue(layer)} ${at}`;
  return `${kind}, from ${layer.angle}deg ${at}`;
}

/** Returns a layer's token: its fitted stops over 0–100 % as DTCG stops, and a description of what the format cannot hold. */
function layerToken(layer: GradientLayer, fit: Parameters<typeof stopsOver>[0], index: number, count: number): DtcgGradientToken {
  const place = count === 1 ? '' : ` of ${count}${index === 0 ? ', the top one' : index === count - 1 ? ', the bottom one' : ''}`;
  return {
    $type: 'gradient',
    $description: `Layer ${index + 1}${place}: ${layerGeometry(layer)}. sRGB stops fitted to the CSS ${layerCss(layer)}`,
    $value: stopsOver(fit, layer.repeating, 0, 100).map((stop) => ({ color: dtcgColor(stop.rgba), position: Number((stop.position / 100).toFixed(6)) })),
  };
}

/**
 * Returns a DTCG 2025.10 token file (JSON) of the gradient: `{ "<name>": { "layer-1": { "$type": "gradient", … } } }`,
 * each components array on one line.
 */
export function gradientTokens(input: GradientExportInput): string {
  const { layers } = input.gradient;
  const group = Object.fromEntries(layers.map((layer, i) => [layerTokenName(i), layerToken(layer, input.fits[i], i, layers.length)]));
  const json = JSON.stringify({ [gradientTokenGroup(input.name)]: group }, null, 2);
  return `${json.replace(/\[\s+([-0-9.e+,\s]+?)\s+\]/g, (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`)}\n`;
}
