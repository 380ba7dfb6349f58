import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt, type Tokens } from '../support/nominations.js';
import type { DocumentRecord, VerifyResult } from '../../contract/schemas/documents.js';

/**
 * Issue 15's tampering test: a thousand random changes to signed PDFs (bytes flipped, ranges cut,
 * objects removed, incremental updates appended, older versions) are never answered valid; the
 * untouched latest version always is.
 */
// A thousand checks from one address: more than the public limit allows in a minute.
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { verifiesPerMinute: 100_000 } });

let t: TestApp;
let k: Tokens;
let versions: Buffer[] = [];
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  k = tokens;
  const n = await nominationAt(t, demo, k, 'Completed', {}, { hours: 50 });
  const doc = await t.ok<DocumentRecord>({
    method: 'GET',
    url: `/api/documents/${n.documents.quantity!.id}`,
    token: k.logistics,
  });
  versions = [];
  for (const v of doc.versions) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/versions/${v.version}/pdf`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    versions.push(res.rawPayload);
  }
});

async function outcome(file: Buffer): Promise<VerifyResult['outcome']> {
  const res = await t.app.inject({ method: 'POST', url: '/api/documents/verify', ...multipart('copy.pdf', file) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: VerifyResult }).data.outcome;
}

/** The ways a file is changed; each takes the file and random numbers in [0, 1). */
const MUTATIONS = {
  flipBit: (f: Buffer, a: number, b: number) => {
    const out = Buffer.from(f);
    const at = Math.floor(a * out.length);
    out.writeUInt8(out.readUInt8(at) ^ (1 << Math.floor(b * 8)), at);
    return out;
  },
  cutRange: (f: Buffer, a: number, b: number) => {
    const from = Math.floor(a * f.length);
    const to = Math.min(f.length, from + 1 + Math.floor(b * 400));
    return Buffer.concat([f.subarray(0, from), f.subarray(to)]);
  },
  removeObject: (f: Buffer, a: number) => {
    const text = f.toString('latin1');
    const objects = [...text.matchAll(/\n\d+ 0 obj\b[\s\S]*?endobj/g)];
    const victim = objects[Math.floor(a * objects.length)]!;
    return Buffer.concat([f.subarray(0, victim.index), f.subarray(victim.index + victim[0].length)]);
  },
  appendUpdate: (f: Buffer, a: number) => {
    const id = 900 + Math.floor(a * 100);
    const update = `\n${id} 0 obj\n<< /Type /Annot /Subtype /Text /Contents (approved) >>\nendobj\nxref\n${id} 1\n${String(f.length + 1).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${id + 1} >>\nstartxref\n${f.length + 1}\n%%EOF\n`;
    return Buffer.concat([f, Buffer.from(update, 'latin1')]);
  },
  truncate: (f: Buffer, a: number) => f.subarray(0, Math.max(5, Math.floor(a * f.length))),
  replaceText: (f: Buffer, a: number) => {
    const text = f.toString('latin1');
    const digits = [...text.matchAll(/\d/g)];
    const at = digits[Math.floor(a * digits.length)]!.index;
    const out = Buffer.from(f);
    out.write(String((Number(text[at]) + 1) % 10), at, 'latin1');
    return out;
  },
} as const;

describe('a signed document changed in any way', () => {
  it('is never answered valid: a thousand random changes to its versions', async () => {
    expect(versions.length).toBeGreaterThanOrEqual(3);
    const latest = versions.length - 1;
    const seen: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[])),
        fc.integer({ min: 0, max: latest }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (kind, version, a, b) => {
          const changed = MUTATIONS[kind](versions[version]!, a, b);
          const answer = await outcome(changed);
          seen[answer] = (seen[answer] ?? 0) + 1;
          expect(answer).not.toBe('valid');
          // A change that happens to give back an older version is answered as that version.
          if (answer === 'notLatest') expect(versions.slice(0, latest).some((v) => v.equals(changed))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
    expect(seen.invalid).toBeGreaterThan(900);
  });

  it('is answered valid only when untouched and latest, and older versions as not the latest', async () => {
    const latest = versions.length - 1;
    expect(await outcome(versions[latest]!)).toBe('valid');
    for (const older of versions.slice(0, latest)) expect(await outcome(older)).toBe('notLatest');
  });
});
