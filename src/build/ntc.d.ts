// The Name that Color list shipped by color-namer (CommonJS `module.exports = [{ name, hex }, …]`).
declare module 'color-namer/lib/colors/ntc.js' {
  const colors: ReadonlyArray<{ readonly name: string; readonly hex: string }>;
  export default colors;
}
