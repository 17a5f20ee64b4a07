import { describe, expect, it } from 'vitest';
import { imageGrid, imageGridSize, IMAGE_GRID_STRIDE } from '../../../src/core/gradient/image/imageGrid';
import { imageDirection, imageGradient } from '../../../src/core/gradient/image/imageGradient';
import { hexToBytes } from '../../../src/core/convert/hexToSrgb';

/** An image painted by `color(x, y)` (fractions) → [r, g, b, a] bytes. */
function image(width: number, height: number, color: (x: number, y: number) => readonly number[]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(color((x + 0.5) / width, (y + 0.5) / height), (y * width + x) * 4);
  return rgba;
}

const mix = (a: readonly number[], b: readonly number[], t: number) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
const RED = [220, 30, 40, 255];
const BLUE = [20, 60, 230, 255];
const distance = (hex: string, bytes: readonly number[]) => Math.max(...hexToBytes(hex).map((v, i) => Math.abs(v - bytes[i])));

describe('image grid', () => {
  it('keeps square-ish cells with the long side at 128', () => {
    expect(imageGridSize(4000, 3000)).toEqual([128, 96]);
    expect(imageGridSize(300, 1200)).toEqual([32, 128]);
    expect(imageGridSize(20, 10)).toEqual([20, 10]);
  });

  it('sums every pixel once, weighted by its opacity', () => {
    const rgba = image(50, 30, (x) => (x < 0.5 ? [255, 255, 255, 255] : [0, 0, 0, 51]));
    const grid = imageGrid(rgba, 50, 30);
    let weight = 0;
    for (let i = 3; i < grid.cells.length; i += IMAGE_GRID_STRIDE) weight += grid.cells[i];
    expect(weight).toBeCloseTo(25 * 30 + 25 * 30 * 0.2, 6);
  });
});

describe('gradient from an image', () => {
  it('finds the direction the colours change along', () => {
    const across = image(240, 160, (x) => mix(RED, BLUE, x));
    expect(imageDirection(imageGrid(across, 240, 160), 240, 160)).toBeCloseTo(90, 0);
    const down = image(160, 240, (_, y) => mix(RED, BLUE, y));
    expect(imageDirection(imageGrid(down, 160, 240), 160, 240)).toBeCloseTo(180, 0);
    const backwards = image(240, 160, (x) => mix(BLUE, RED, x));
    expect(imageDirection(imageGrid(backwards, 240, 160), 240, 160)).toBeCloseTo(90, 0);
  });

  it('fits the found direction with few stops that start and end in the image colours', () => {
    const rgba = image(300, 200, (x) => mix(RED, BLUE, x));
    const result = imageGradient(imageGrid(rgba, 300, 200), 300, 200, { path: null, maxStops: 8 })!;
    const stops = result.layer.stops;
    expect(result.reached).toBe(true);
    expect(stops.length).toBeLessThanOrEqual(4);
    expect(distance(stops[0].color.code, RED)).toBeLessThanOrEqual(6);
    expect(distance(stops[stops.length - 1].color.code, BLUE)).toBeLessThanOrEqual(6);
    expect(result.layer.angle).toBeCloseTo(90, 0);
    expect(result.from[0]).toBeCloseTo(0, 5);
    expect(result.to[0]).toBeCloseTo(1, 5);
  });

  it('follows a drawn path, bends included, and takes its angle from its ends', () => {
    const quadrants = image(200, 200, (x, y) => (x < 0.5 ? (y < 0.5 ? [255, 0, 0, 255] : [0, 255, 0, 255]) : y < 0.5 ? [0, 0, 255, 255] : [255, 255, 0, 255]));
    const grid = imageGrid(quadrants, 200, 200);
    const result = imageGradient(grid, 200, 200, { path: [[0.1, 0.1], [0.1, 0.9], [0.9, 0.9]], maxStops: 6 })!;
    const codes = result.layer.stops.map((stop) => stop.color.code);
    expect(codes[0]).toBe('#ff0000');
    expect(codes).toContain('#00ff00');
    expect(codes[codes.length - 1]).toBe('#ffff00');
    expect(result.layer.angle).toBeCloseTo(135, 5);
  });

  it('keeps to the most stops asked for and says when the goal is not met', () => {
    const stripes = image(320, 40, (x) => (Math.floor(x * 10) % 2 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    const result = imageGradient(imageGrid(stripes, 320, 40), 320, 40, { path: [[0, 0.5], [1, 0.5]], maxStops: 3 })!;
    expect(result.layer.stops.length).toBeLessThanOrEqual(3);
    expect(result.reached).toBe(false);
    expect(result.error).toBeGreaterThan(0.02);
  });

  it('gives nothing for a transparent image or a path of no length', () => {
    const clear = image(40, 40, () => [0, 0, 0, 0]);
    expect(imageGradient(imageGrid(clear, 40, 40), 40, 40, { path: null, maxStops: 8 })).toBeNull();
    const rgba = image(40, 40, () => RED);
    expect(imageGradient(imageGrid(rgba, 40, 40), 40, 40, { path: [[0.5, 0.5], [0.5, 0.5]], maxStops: 8 })).toBeNull();
  });
});
