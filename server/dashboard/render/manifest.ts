// The client build's manifest (written by scripts/build-client.ts): hashed URLs of the boot script,
// the stylesheet and each island with the modules it needs. Loaded once at start-up and validated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.object({
  boot: z.string().startsWith('/assets/'),
  css: z.string().startsWith('/assets/'),
  icon: z.string().startsWith('/assets/'),
  islands: z.record(
    z.string(),
    z.object({
      src: z.string().startsWith('/assets/'),
      /** The island's entry and every chunk it imports statically (for modulepreload). */
      preload: z.array(z.string().startsWith('/assets/')),
      /** True when the island needs the shared React chunk. */
      react: z.boolean(),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

function parseManifest(value: unknown): Manifest {
  return manifestSchema.parse(value);
}

export function loadManifest(dir: string): Manifest {
  const file = join(dir, 'manifest.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No client build found at ${file}. Run \`npm run build\` first.`);
  }
  return parseManifest(JSON.parse(text));
}

/** The built stylesheet's text, read once when first asked (the transcript export inlines it). */
export function stylesheetReader(dir: string, manifest: Manifest): () => string {
  let text: string | undefined;
  return () => {
    text ??= readFileSync(join(dir, manifest.css.slice('/assets/'.length)), 'utf8');
    return text;
  };
}
