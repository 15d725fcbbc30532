// Absolute paths of the project's folders. Code runs from build/ (tsc output), three levels below the root.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Production client build (hashed, precompressed). */
export const assetsDir = join(projectRoot, 'static', 'build');
/** Development client build (React development build), used by the browser tests to see hydration warnings. */
export const devAssetsDir = join(projectRoot, 'static', 'build-dev');
