/**
 * Compiles one entry file into one minified classic script (an IIFE), in memory: the service worker (sw.js) and the
 * live link's helper are each a script of their own, apart from the app's module graph.
 */
import { build, type Rolldown } from 'vite';

/** Returns the entry compiled to one IIFE, minified, with `define`'s replacements; throws unless it makes one chunk. */
export async function compileScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    define,
    build: {
      write: false,
      // Nothing is written, so nothing may be emptied (the default outDir is the app's dist/).
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife', entryFileNames: 'script.js' },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output?.output.find((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (!chunk || output!.output.length !== 1) throw new Error(`${entry}: expected one chunk`);
  return chunk.code;
}
