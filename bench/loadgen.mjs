#!/usr/bin/env node
// The load generator in a process of its own, so it never shares an event loop with the server it
// measures: autocannon with the options given as JSON in argv[2]; prints its summary as one JSON line.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const options = JSON.parse(process.argv[2]);
if (options.bodyFile) {
  options.body = readFileSync(options.bodyFile);
  delete options.bodyFile;
}
const result = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  })}\n`,
);
