// The busy evening's dashboard clients and its /livez watch, in a process of their own (on core 1): the
// bench's process plays Discord meanwhile (the message stream, the tickets), and an answer that arrived
// while it was at work would be timed late, the delay counted as the product's. Argument: the product's
// address, the clients' cookies and the seconds, as JSON; prints the figures as JSON.
import { pin } from './lib.js';
import { loadFigures, runClients, watchLivez } from './mixed-load.js';

pin(process.pid, 1);
const [base, cookies, seconds] = JSON.parse(process.argv[2]!) as [string, string[], number];
const until = performance.now() + seconds * 1_000;
const [load, livez] = await Promise.all([runClients(base, cookies, until), watchLivez(base, until)]);
process.stdout.write(JSON.stringify(loadFigures(load, livez, seconds)));
