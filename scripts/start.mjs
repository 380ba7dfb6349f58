#!/usr/bin/env node
// `npm start`: build what is out of date, then run the compiled server with Node (no transpiling at start).
import { buildOutdated } from './build.mjs';

process.setSourceMapsEnabled(true);
await buildOutdated();
await import('../build/server/main.js');
