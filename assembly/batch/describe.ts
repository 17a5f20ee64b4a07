/**
 * Batch of everything a Colour entity needs that is maths (the strings stay on the JavaScript side):
 * the models of `convertColor`, then nearest name, category, foreground and the three simulations.
 */
import { MACHADO_DEUTERANOPIA, MACHADO_PROTANOPIA, MACHADO_TRITANOPIA } from "../generated/tables";
import { categoryOf } from "../category/categoryOf";
import { foregroundOf } from "../contrast/foreground";
import { nearestNameBatch } from "../names/grid";
import { simulatePacked } from "../vision/simulate";
import {
  CONVERT_HSV_HUE, CONVERT_LAB_LIGHTNESS, DESCRIBE_CATEGORY, DESCRIBE_DEUTERANOPIA, DESCRIBE_FOREGROUND,
  DESCRIBE_NAME, DESCRIBE_PROTANOPIA, DESCRIBE_STRIDE, DESCRIBE_TRITANOPIA,
} from "../layout";
import { convertColor } from "./convert";

// @ts-ignore: decorator
@inline
function slot(record: usize, index: i32): usize {
  return record + (<usize>index << 3);
}

/** Colours per chunk: names are found a chunk at a time (the batch search is faster than one by one). */
const CHUNK: i32 = 128;
const chunkNames: usize = memory.data(CHUNK * 4, 4);

/** Describes `count` packed colours at `input` (u32 each) into records at `output` (DESCRIBE_STRIDE f64 each). */
export function describeBatch(input: usize, count: i32, output: usize): void {
  for (let start = 0; start < count; start += CHUNK) {
    const n = min(CHUNK, count - start);
    nearestNameBatch(input + (<usize>start << 2), n, chunkNames);
    for (let i = 0; i < n; i++) {
      const rgb = load<u32>(input + (<usize>(start + i) << 2));
      const record = output + (<usize>((start + i) * DESCRIBE_STRIDE) << 3);
      convertColor(rgb, record);
      store<f64>(slot(record, DESCRIBE_NAME), <f64>load<i32>(chunkNames + (<usize>i << 2)));
      store<f64>(slot(record, DESCRIBE_CATEGORY), <f64>categoryOf(load<f64>(slot(record, CONVERT_HSV_HUE))));
      store<f64>(slot(record, DESCRIBE_FOREGROUND), <f64>foregroundOf(rgb, load<f64>(slot(record, CONVERT_LAB_LIGHTNESS))));
      store<f64>(slot(record, DESCRIBE_PROTANOPIA), <f64>simulatePacked(rgb, MACHADO_PROTANOPIA));
      store<f64>(slot(record, DESCRIBE_DEUTERANOPIA), <f64>simulatePacked(rgb, MACHADO_DEUTERANOPIA));
      store<f64>(slot(record, DESCRIBE_TRITANOPIA), <f64>simulatePacked(rgb, MACHADO_TRITANOPIA));
    }
  }
}
