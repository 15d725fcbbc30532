// The lock as npm itself would write it: a package that runs a script when installed carries
// `hasInstallScript`, or `npm install` on a fresh clone adds the flag and leaves package-lock.json changed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { projectRoot } from '../../server/platform/paths.js';

interface LockEntry {
  hasInstallScript?: boolean;
  link?: boolean;
}

/** Whether npm runs a script when it installs the package in this folder (a binding.gyp means `node-gyp rebuild`). */
function runsInstallScript(folder: string): boolean {
  const { scripts = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return (
    ['preinstall', 'install', 'postinstall'].some((name) => name in scripts) || existsSync(join(folder, 'binding.gyp'))
  );
}

t.test('every installed package that runs an install script says so in package-lock.json, and no other', async (t) => {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries = Object.entries(lock.packages).filter(
    ([path, entry]) =>
      path.startsWith('node_modules/') && !entry.link && existsSync(join(projectRoot, path, 'package.json')),
  );
  t.ok(entries.length > 100, 'the installed tree is there to compare with');
  const wrong = entries
    .filter(([path, entry]) => runsInstallScript(join(projectRoot, path)) !== (entry.hasInstallScript === true))
    .map(([path]) => path);
  t.same(wrong, [], 'hasInstallScript as npm writes it');
});
