// Child process for the loaded-libraries test: starts the whole system from its environment, as the
// process entry does, prints the npm packages the process has loaded and stops. The client libraries
// in question are CommonJS, so each file they load is in the CommonJS module cache.
import { createRequire } from 'node:module';
import { createLogger } from '../../server/platform/logger.js';
import { loadConfig, startSystem } from '../../server/system.js';

const system = await startSystem(loadConfig(process.env), createLogger('silent'));
const packages = new Set<string>();
for (const file of Object.keys(createRequire(import.meta.url).cache)) {
  // A package nested in another's node_modules is its own copy: "outer > inner".
  const found = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/node_modules\/((?:@[^/]+\/)?[^/]+))?\//.exec(file);
  if (found) packages.add(found[2] ? `${found[1]} > ${found[2]}` : found[1]!);
}
await system.close();
process.stdout.write(JSON.stringify([...packages].sort()), () => process.exit(0));
