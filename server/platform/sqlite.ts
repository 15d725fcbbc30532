// better-sqlite3 for the running Node. Version 12 crashes at exit on Node 24 (its classes subclass
// node::ObjectWrap, which Node 24 changed: "Assertion failed: (env) != nullptr"); version 13 is built
// on Node-API with prebuilt binaries but needs Node 22 (it crashes on 20). While Node 20 is supported
// both are installed (13 under the alias better-sqlite3-node22) and the one that fits is loaded.
// Dropping Node 20 means depending on better-sqlite3 13 alone.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

export const SQLite: typeof BetterSqlite3 = require(NODE_MAJOR >= 22 ? 'better-sqlite3-node22' : 'better-sqlite3');
