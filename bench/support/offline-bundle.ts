import path from 'node:path';
import { build } from 'esbuild';

/** bench/support/offline-entry.ts bundled into one browser script (an IIFE), for page.addScriptTag. */
export async function offlineBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'offline-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}
