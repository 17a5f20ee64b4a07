/** Image to palette: the quantiser's reference, the roles, the quality measure, pixel reads and file sniffing. */
export * from './imageRules.ts';
export * from './sampling.ts';
export * from './histogram.ts';
export * from './kmeans.ts';
export * from './palette.ts';
export * from './roles.ts';
export * from './quality.ts';
export * from './pixels.ts';
export * from './sniff.ts';
