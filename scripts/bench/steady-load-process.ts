// A steady page load in a process of its own (on core 1), for a bench part whose own process is busy
// playing Discord: a response that arrived while that process was at work would be timed late, and the
// delay counted as the dashboard's. Argument: the URL and the options of steadyLoad, as JSON; prints the
// figures as JSON.
import { pin, type SteadyOptions, steadyLoad } from './lib.js';

pin(process.pid, 1);
const [url, options] = JSON.parse(process.argv[2]!) as [string, SteadyOptions];
process.stdout.write(JSON.stringify(await steadyLoad(url, options)));
