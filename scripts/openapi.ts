// Writes docs/bot-api.openapi.json from the endpoint table (npm run openapi); a test keeps it current.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '../server/bot-api/openapi.js';
import { APP_VERSION } from '../server/platform/config.js';
import { projectRoot } from '../server/platform/paths.js';

const file = join(projectRoot, 'docs', 'bot-api.openapi.json');
writeFileSync(file, openApiText(APP_VERSION));
console.log(`wrote ${file}`);
