import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const preview = (id: number, token: string, lang = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/jput/nomination/${id}/previewPdf${lang ? `?lang=${lang}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The text of a PDF as poppler reads it: what a reader's copy and search would get. */
function textOf(pdf: Buffer, name: string): string {
  mkdirSync('artifacts/pdf', { recursive: true });
  const path = `artifacts/pdf/${name}.pdf`;
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/**
 * Glyphs drawn with no outline, as poppler renders page 1 to SVG. Only spaces are empty; a font
 * subset that dropped glyphs shows up here while its text would still extract correctly.
 */
function blankGlyphs(name: string): number {
  const svg = execFileSync('pdftocairo', ['-svg', '-f', '1', '-l', '1', `artifacts/pdf/${name}.pdf`, '-'], {
    encoding: 'utf8',
  });
  return [...svg.matchAll(/<symbol[^>]*>\s*<path[^>]* d=""/g)].length;
}

describe('the nomination as a PDF', () => {
  it('prints every field in Chinese, Chinese values included, with the trial notice', async () => {
    const remarks = '请安排二号码头靠泊，低硫燃料油';
    const n = await nominationAt(
      t,
      d,
      k,
      'Jetty Assigned',
      { remarks, productId: d.products.vlsfo, tankId: null },
      { berth: 'J2-A' },
    );
    const res = await preview(n.id, k.customer, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A download, never shown on the portal's origin; the browser opens it from a blob URL.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nomination-${n.id}.pdf"; filename*=UTF-8''nomination-${n.id}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(res.rawPayload, 'nomination-zh');
    for (const expected of [
      `驳船提名 #${n.id}`,
      '已分配码头',
      remarks,
      '驳船',
      'Harbour Star 1',
      'J2-A',
      '试用期间生成的文件和签名不具有法律约束力。',
    ]) {
      expect(text.replace(/[ \t]+/g, ' ')).toContain(expected);
    }
    // The CJK font is subset: only the glyphs drawn travel (the whole font is 2.2 MB).
    expect(res.rawPayload.length).toBeLessThan(300_000);
    // At most a space in each of the three fonts (Helvetica, its bold, the CJK font) draws nothing.
    expect(blankGlyphs('nomination-zh')).toBeLessThanOrEqual(3);
  });

  it('prints English labels by default and leaves the trial notice off once the trial ends', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval', { remarks: 'Berth on the flood tide' });
    const admin = await t.login('admin');
    await t.ok({ method: 'PUT', url: '/api/settings', token: admin, payload: { trial: false } });
    const res = await preview(n.id, k.logistics);
    const text = textOf(res.rawPayload, 'nomination-en');
    expect(text).toContain(`Barging nomination #${n.id}`);
    expect(text).toContain('Nominated quantity max (t)');
    expect(text).toContain('Berth on the flood tide');
    expect(text).not.toContain('not legally binding');
    // Without Chinese, the CJK font is not embedded: the document stays small.
    expect(res.rawPayload.length).toBeLessThan(50_000);
    await t.ok({ method: 'PUT', url: '/api/settings', token: admin, payload: { trial: true } });
  });

  it('is out of reach of those who may not see the nomination', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval', { bargeId: d.barges.pearl });
    expect((await preview(n.id, k.barge)).statusCode).toBe(404);
    expect((await preview(n.id, k.customer, 'fr')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/jput/nomination/${n.id}/previewPdf` })).statusCode).toBe(
      401,
    );
  });
});
