/** The live link's helper compiled to one script, with its origin and texts left to fill (src/build/liveHelperPlugin.ts). */
declare module 'virtual:live-helper' {
  const code: string;
  export default code;
}
