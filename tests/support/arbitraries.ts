/**
 * fast-check arbitraries shared by the property tests.
 */
import fc from 'fast-check';

/** Any '#rrggbb' colour code, lower case. */
export const hexCode = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
