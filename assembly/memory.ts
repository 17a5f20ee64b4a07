/**
 * The one scratch block JavaScript writes batch inputs into and reads batch outputs from.
 * The runtime is the allocation-free stub: tables live in static data, the name index is
 * allocated once at start, and this block (always the last one) grows in place on demand.
 */

let scratchPtr: usize = 0;
let scratchSize: usize = 0;

/**
 * Returns the address of a scratch block of at least `bytes` bytes (16-byte aligned).
 * Growing it may grow the memory, which detaches views JavaScript holds on the old buffer.
 */
export function reserve(bytes: usize): usize {
  if (bytes > scratchSize) {
    scratchPtr = scratchPtr == 0 ? heap.alloc(bytes) : heap.realloc(scratchPtr, bytes);
    scratchSize = bytes;
  }
  return scratchPtr;
}

/** Returns entry `i` of an f64 table at `base`. */
// @ts-ignore: decorator
@inline
export function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + (<usize>i << 3));
}

/** Sets entry `i` of an f64 table at `base`. */
// @ts-ignore: decorator
@inline
export function setF64(base: usize, i: i32, x: f64): void {
  store<f64>(base + (<usize>i << 3), x);
}
