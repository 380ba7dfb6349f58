#!/usr/bin/env node
// The writers of bench/sof-events.ts in a process of their own, so they never share an event loop
// with the server they measure. One autocannon instance of one connection per writer, each on its
// own calls with its own sequence of requests (autocannon's one-instance form builds every
// connection's requests alike, and a writer must walk its own calls' events in order).
// Every response's time goes into one set, so p50/p99 are over all writers. Standard input is JSON
// (too long for an argument):
// { duration, headers, writers: [{ url, requests: [{ path, body }, ...] }] }; prints one JSON line.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { duration, headers, writers } = JSON.parse(input);
const times = [];
let non2xx = 0;
/** Each status other than 2xx, with its count: a refused event means the writers lost their call's state. */
const refused = {};
let errors = 0;
await Promise.all(
  writers.map(
    (w) =>
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: w.url,
            connections: 1,
            duration,
            headers: { ...headers, 'content-type': 'application/json' },
            requests: w.requests.map((r) => ({ method: 'POST', path: r.path, body: JSON.stringify(r.body) })),
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
        instance.on('response', (_client, status, _bytes, ms) => {
          times.push(ms);
          if (status < 200 || status > 299) {
            non2xx++;
            refused[status] = (refused[status] ?? 0) + 1;
          }
        });
        instance.on('reqError', () => errors++);
      }),
  ),
);
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: Math.round(times.length / duration),
    p50Ms: Number(at(0.5).toFixed(2)),
    p99Ms: Number(at(0.99).toFixed(2)),
    non2xx,
    refused,
    errors,
    requests: times.length,
  })}\n`,
);
