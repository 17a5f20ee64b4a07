/** The part of subset-font's API the build uses (the package ships no types). */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, Axis>;
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Uint8Array>;
}
