// Removes the previous tsc output so deleted sources and tests do not linger in build/.
import { rmSync } from 'node:fs';
rmSync(new URL('../build', import.meta.url), { recursive: true, force: true });
