#!/usr/bin/env node
// One download in a process of its own (the measured server keeps its cores): fetches argv[2] with
// the headers of argv[3] (JSON), reads the body to its end, prints seconds and bytes as one JSON line.
const [url, headers] = [process.argv[2], JSON.parse(process.argv[3] ?? '{}')];
const t0 = performance.now();
const res = await fetch(url, { headers });
let bytes = 0;
for await (const chunk of res.body) bytes += chunk.length;
process.stdout.write(`${JSON.stringify({ status: res.status, seconds: (performance.now() - t0) / 1000, bytes })}\n`);
