/**
 * `image`: image to palette, the time from a decoded RGBA buffer to a palette of k = 6 colours and how
 * well it represents the image, for the wasm engine, the TypeScript core and the peers (imagePeers.ts), all on the
 * same buffers: generated photo-like pictures (gradients, soft blobs, noise), textured ones (value noise and
 * grain, thousands of colours) and illustrations (flat shapes, anti-aliased edges) at 1 MP and 12 MP, plus real photographs when the machine has some (JPEG files under
 * /usr/share/backgrounds, /usr/share/wallpapers, /usr/share/images; optional, decoded with jpeg-js).
 *
 * Time: the median of several calls per image (fewer for slow peers). Quality: the mean OKLab ΔE ×100 from every
 * pixel to its nearest palette colour (`paletteError`; lower is better). The table's opsPerSecond are palettes per
 * second over the 12 MP pictures (total images ÷ total time), 'fastest peer' the best peer's; the notes hold one
 * line per image and implementation with the ratios.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SAMPLE_BUDGET, paletteError } from '../../../src/core/index.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { illustrationImage, photoImage, texturedImage, type TestImage } from '../../support/images.ts';
import { median } from '../measure.ts';
import type { BenchTask } from '../types.ts';
import { IMAGE_PEERS } from './imagePeers.ts';

/** Palette size of the goal. */
const K = 6;
/** Folders where a Debian machine keeps wallpapers and photographs (desktop-base, backgrounds packages). */
const PHOTO_FOLDERS = ['/usr/share/backgrounds', '/usr/share/wallpapers', '/usr/share/images'];
/** Most real photographs used. */
const MAX_PHOTOS = 3;

type NamedImage = { readonly label: string; readonly megapixels: number; readonly image: TestImage };

/** Returns up to MAX_PHOTOS JPEG paths found under the photo folders (depth-first, sorted), or none. */
async function findPhotos(): Promise<string[]> {
  const found: string[] = [];
  async function walk(folder: string, depth: number): Promise<void> {
    if (found.length >= MAX_PHOTOS || depth > 4) return;
    let entries;
    try {
      entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path, depth + 1);
      else if (/\.jpe?g$/i.test(entry.name) && found.length < MAX_PHOTOS) found.push(path);
    }
  }
  for (const folder of PHOTO_FOLDERS) await walk(folder, 0);
  return found;
}

/** Returns the real photographs, decoded; none when there are none or jpeg-js is missing. */
async function realPhotos(log: (message: string) => void): Promise<NamedImage[]> {
  const paths = await findPhotos();
  if (paths.length === 0) return [];
  let decode: (data: Uint8Array, options: object) => { data: Uint8Array; width: number; height: number };
  try {
    decode = (await import('jpeg-js')).decode;
  } catch {
    log('bench image: photographs found but jpeg-js is not installed; skipped');
    return [];
  }
  const out: NamedImage[] = [];
  for (const path of paths) {
    try {
      const { data, width, height } = decode(await readFile(path), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
      const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
      out.push({ label: path, megapixels: (width * height) / 1e6, image: { rgba, width, height } });
    } catch (error) {
      log(`bench image: ${path} not decoded (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return out;
}

/** Returns the generated pictures: a smooth photo, a textured photo and an illustration, at 1 MP and at 12 MP. */
function generatedImages(): NamedImage[] {
  return [
    { label: 'photo-like 1 MP', megapixels: 1.0, image: photoImage(1155, 866, 101) },
    { label: 'textured 1 MP', megapixels: 1.0, image: texturedImage(1155, 866, 105) },
    { label: 'illustration 1 MP', megapixels: 1.0, image: illustrationImage(1155, 866, 102) },
    { label: 'photo-like 12 MP', megapixels: 12, image: photoImage(4000, 3000, 103) },
    { label: 'textured 12 MP', megapixels: 12, image: texturedImage(4000, 3000, 106) },
    { label: 'illustration 12 MP', megapixels: 12, image: illustrationImage(4000, 3000, 104) },
  ];
}

type Contender = { readonly name: string; readonly palette: (image: TestImage) => Promise<string[]> | string[] };

/** Returns the median ms of a palette call on an image (a warm-up call first; fewer calls when one is slow) and its codes. */
async function timePalette(contender: Contender, image: TestImage, quick: boolean): Promise<{ ms: number; codes: string[] }> {
  let start = performance.now();
  const codes = await contender.palette(image);
  const first = performance.now() - start;
  const runs = quick ? 2 : first > 2000 ? 1 : first > 300 ? 3 : 9;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    start = performance.now();
    await contender.palette(image);
    times.push(performance.now() - start);
  }
  return { ms: median(times), codes };
}

function engineContender(name: string, engine: ColorEngine): Contender {
  return { name, palette: (image) => engine.quantizePixels(image.rgba, image.width, image.height, K).colors.map((c) => c.code) };
}

export const imageTask: BenchTask = {
  id: 'image',
  unit: '12 MP images to a 6-colour palette',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 10, than: 'fastest peer' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const contenders: Contender[] = [
      engineContender('wasm', wasm),
      engineContender('ts', ts),
      ...IMAGE_PEERS.map((peer) => ({ name: peer.name, palette: (image: TestImage) => peer.palette(image, K) })),
    ];
    const images = [...generatedImages(), ...(await realPhotos(context.log))];
    const notes: string[] = [];
    /** Per implementation: total ms and count over the 12 MP pictures. */
    const big = new Map<string, { ms: number; n: number }>();
    const errors = new Map<string, number[]>();
    for (const { label, megapixels, image } of images) {
      context.log(`bench image: ${label}`);
      const rows: { name: string; ms: number; error: number; colors: number }[] = [];
      for (const contender of contenders) {
        let result;
        try {
          result = await timePalette(contender, image, context.quick);
        } catch (error) {
          notes.push(`${label}: ${contender.name} failed (${error instanceof Error ? error.message : String(error)})`);
          continue;
        }
        const error = paletteError(image.rgba, image.width, image.height, result.codes);
        rows.push({ name: contender.name, ms: result.ms, error, colors: result.codes.length });
        if (megapixels >= 12) {
          const total = big.get(contender.name) ?? { ms: 0, n: 0 };
          big.set(contender.name, { ms: total.ms + result.ms, n: total.n + 1 });
          errors.set(contender.name, [...(errors.get(contender.name) ?? []), error]);
        }
      }
      const wasmMs = rows.find((row) => row.name === 'wasm')?.ms ?? NaN;
      const bestPeer = Math.min(...rows.filter((row) => row.name !== 'wasm' && row.name !== 'ts').map((row) => row.error));
      notes.push(`${label} (${image.width} × ${image.height}):`);
      for (const row of rows) {
        const ratio = row.name === 'wasm' ? '' : `  ${(row.ms / wasmMs).toFixed(1)}× wasm's time`;
        const best = row.name !== 'wasm' && row.name !== 'ts' && row.error === bestPeer ? '  (best peer ΔE)' : '';
        notes.push(`  ${row.name.padEnd(15)}${row.ms.toFixed(2).padStart(10)} ms   ΔE ${row.error.toFixed(2).padStart(6)}   ${row.colors} colours${ratio}${best}`);
      }
    }
    const opsPerSecond: Record<string, number> = {};
    for (const [name, { ms, n }] of big) opsPerSecond[name] = (1000 * n) / ms;
    const peers = IMAGE_PEERS.map((peer) => peer.name).filter((name) => name in opsPerSecond);
    const fastest = peers.reduce((a, b) => (opsPerSecond[a] >= opsPerSecond[b] ? a : b), peers[0]);
    if (fastest !== undefined) opsPerSecond['fastest peer'] = opsPerSecond[fastest];
    const meanError = (name: string) => {
      const list = errors.get(name) ?? [];
      return list.reduce((sum, e) => sum + e, 0) / list.length;
    };
    const bestPeerError = Math.min(...peers.map(meanError));
    notes.push(
      `12 MP: wasm ${(opsPerSecond.wasm / opsPerSecond['fastest peer']).toFixed(1)}× the fastest peer (${fastest}); mean ΔE wasm ${meanError('wasm').toFixed(2)} vs best peer ${bestPeerError.toFixed(2)} (goal: ≥ 10× faster, ΔE no worse)`,
      ...IMAGE_PEERS.map((peer) => `${peer.name}: ${peer.how}`),
      `wasm and ts: ColorEngine.quantizePixels (the same palette, tests/parity/imagePalette.test.ts): stratified sample of at most ${IMAGE_SAMPLE_BUDGET.toLocaleString('en')} pixels, 15-bit histogram, greedy k-means++ and Lloyd in OKLab`,
    );
    return { opsPerSecond, notes };
  },
};
