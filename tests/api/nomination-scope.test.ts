import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import { multipart } from '../support/multipart.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import type { MooringReportRecord } from '../../contract/schemas/mooringReports.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const listIds = async (token: string, q = '') =>
  (
    await t.ok<{ rows: NominationRecord[] }>({
      method: 'GET',
      url: `/api/jput/nomination/list/?pageSize=100${q}`,
      token,
    })
  ).rows.map((r) => r.id);

describe('who sees which nomination', () => {
  it('scopes the list and the record by company, barge, surveyor and the hide-from-terminal flag', async () => {
    const named = await nominationAt(t, d, k, 'Pending Approval', { surveyorIds: [d.surveyorCompany] });
    const otherBarge = await nominationAt(t, d, k, 'Pending Approval', { bargeId: d.barges.pearl });
    // Submitted, so that only the flag keeps it from the terminal (a draft is unseen anyway).
    const hidden = await nominationAt(t, d, k, 'Pending Approval', { hideFromTerminal: true });
    const surveyor = await t.login('surveyor');
    const operator = await t.login('bargeoperator');
    expect(await listIds(k.customer)).toEqual(expect.arrayContaining([named.id, otherBarge.id, hidden.id]));
    expect(await listIds(surveyor)).toEqual([named.id]);
    const bargeSees = await listIds(k.barge);
    expect(bargeSees).toContain(named.id);
    expect(bargeSees).not.toContain(otherBarge.id);
    expect(await listIds(operator)).toEqual(expect.arrayContaining([named.id, otherBarge.id]));
    const terminal = await listIds(k.logistics);
    expect(terminal).toContain(named.id);
    expect(terminal).not.toContain(hidden.id);
    expect((await t.call({ method: 'GET', url: `/api/jput/nomination/${hidden.id}`, token: k.logistics })).status).toBe(
      404,
    );
    expect((await t.call({ method: 'GET', url: `/api/jput/nomination/${otherBarge.id}`, token: k.barge })).status).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/jput/nominationLog/list?BId=${otherBarge.id}`, token: k.barge }))
        .status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/jput/nomination/list/', token: await t.login('admin') })).status,
    ).toBe(403);
    // Clearing the flag shows it to the terminal.
    await t.ok({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: hidden.id, hideFromTerminal: false },
    });
    expect(await listIds(k.logistics)).toContain(hidden.id);
  });

  it("keeps a customer's draft from the barge side and surveyors until it is submitted", async () => {
    const draft = await nominationAt(t, d, k, 'Created', { surveyorIds: [d.surveyorCompany] });
    const surveyor = await t.login('surveyor');
    const operator = await t.login('bargeoperator');
    for (const token of [k.barge, operator, surveyor]) {
      expect(await listIds(token)).not.toContain(draft.id);
      expect((await t.call({ method: 'GET', url: `/api/jput/nomination/${draft.id}`, token })).status).toBe(404);
    }
    expect(await listIds(k.customer)).toContain(draft.id);
    await t.ok({ method: 'POST', url: `/api/jput/nomination/submit/${draft.id}`, token: k.customer });
    for (const token of [k.barge, operator, surveyor]) expect(await listIds(token)).toContain(draft.id);
  });

  it("hides another company's nominations from a customer", async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const meridian = (await t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'MERIDIAN'"))[0]!.id;
    const admin = await t.login('admin');
    await t.ok({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: {
        userName: 'meridianuser',
        nickName: 'Meridian User',
        email: 'meridian@berth.example',
        userType: 2,
        role: 5,
        companyId: meridian,
        password: 'Meridian#Pass2026',
      },
    });
    const other = await t.login('meridianuser', 'Meridian#Pass2026');
    expect(await listIds(other)).not.toContain(n.id);
    expect((await t.call({ method: 'GET', url: `/api/jput/nomination/${n.id}`, token: other })).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination/revocationNomination',
          token: other,
          payload: { id: n.id, reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('filters by status, several statuses, search text and a date range', async () => {
    const a = await nominationAt(t, d, k, 'Pending Approval', {
      customCode: 'FILTER-ME-1',
      eta: '2026-12-24T02:00:00Z',
    });
    const b = await nominationAt(t, d, k, 'Created', { customCode: 'FILTER-ME-2' });
    expect(await listIds(k.customer, '&searchValue=filter-me')).toEqual([b.id, a.id]);
    expect(await listIds(k.customer, '&searchValue=filter-me&status=Created')).toEqual([b.id]);
    expect(
      await listIds(
        k.customer,
        `&searchValue=filter-me&statusString=${encodeURIComponent('Created,Pending Approval')}`,
      ),
    ).toEqual([b.id, a.id]);
    expect(
      await listIds(k.customer, '&searchValue=filter-me&searchDateType=eta&startDate=2026-12-24&endDate=2026-12-24'),
    ).toEqual([a.id]);
    expect(await listIds(k.customer, '&searchValue=filter-me&searchDateType=eta&startDate=2026-12-25')).toEqual([]);
    expect(await listIds(k.customer, `&searchValue=${a.id}`)).toContain(a.id);
    const bad = await t.call({ method: 'GET', url: '/api/jput/nomination/list/?statusString=Nope', token: k.customer });
    expect(bad.status).toBe(400);
    const paged = await t.ok<{ rows: NominationRecord[]; total: number }>({
      method: 'GET',
      url: '/api/jput/nomination/list/?pageSize=1',
      token: k.customer,
    });
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });
});

describe('ullage reports', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
  it('uploads, lists, downloads and deletes, logged as a document; only .jpg, .png and .pdf', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const up = await t.ok<{ id: number; fileName: string; uploadedByName: string }>({
      method: 'POST',
      url: `/api/jput/form/uploadUllageReport/${n.id}`,
      token: k.barge,
      ...multipart('ullage-before.pdf', pdf),
    });
    expect(up).toMatchObject({ fileName: 'ullage-before.pdf', uploadedByName: 'Harbour Star 1', uploadedByRole: 8 });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/jput/form/uploadUllageReport/${n.id}`,
          token: k.barge,
          ...multipart('x.docx', pdf),
        })
      ).status,
    ).toBe(400);
    const list = await t.ok<{ id: number }[]>({
      method: 'GET',
      url: `/api/jput/form/ullageReport/list?nId=${n.id}`,
      token: k.customer,
    });
    expect(list.map((u) => u.id)).toEqual([up.id]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/jput/form/ullageReport/${n.id}/${up.id}`,
      headers: { authorization: `Bearer ${k.customer}` },
    });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/form/delUllageReport',
          token: k.customer,
          payload: { nId: n.id, ullageId: up.id },
        })
      ).status,
    ).toBe(403);
    await t.ok({
      method: 'POST',
      url: '/api/jput/form/delUllageReport',
      token: k.barge,
      payload: { nId: n.id, ullageId: up.id },
    });
    expect(
      await t.ok<unknown[]>({ method: 'GET', url: `/api/jput/form/ullageReport/list?nId=${n.id}`, token: k.customer }),
    ).toEqual([]);
    const logRows = (
      await t.ok<{ rows: { action: number; actionLabel: string }[] }>({
        method: 'GET',
        url: `/api/jput/nominationLog/list?BId=${n.id}`,
        token: k.customer,
      })
    ).rows;
    expect(logRows.some((r) => r.action === 9 && r.actionLabel === 'Customer Uploaded Document')).toBe(true);
  });
});

describe('high variance', () => {
  it('lists completed nominations beyond the threshold and records a justification by a team leader', async () => {
    const high = await nominationAt(t, d, k, 'Completed', { actualQuantity: 985 }, { hours: 800 });
    const low = await nominationAt(t, d, k, 'Completed', { actualQuantity: 998 }, { hours: 810 });
    const leader = await t.login('teamleader');
    const list = await t.ok<{ rows: { id: number; variancePercent: number; justification: string | null }[] }>({
      method: 'GET',
      url: '/api/jput/nomination/highVarianceNomList?pageSize=100',
      token: leader,
    });
    expect(list.rows.find((r) => r.id === high.id)).toMatchObject({ variancePercent: -1.5, justification: null });
    expect(list.rows.map((r) => r.id)).not.toContain(low.id);
    const refused = await t.call({
      method: 'POST',
      url: `/api/jput/nomination/justifyVariance/${low.id}`,
      token: leader,
      payload: { justification: 'x' },
    });
    expect(refused.body.msg).toBe(MESSAGES_EN.nominations.notHighVariance);
    await t.ok({
      method: 'POST',
      url: `/api/jput/nomination/justifyVariance/${high.id}`,
      token: leader,
      payload: { justification: 'Shore tank temperature correction' },
    });
    const after = await t.ok<{ rows: { id: number; justification: string; justifiedByName: string }[] }>({
      method: 'GET',
      url: '/api/jput/nomination/highVarianceNomList?justified=true',
      token: leader,
    });
    expect(after.rows.find((r) => r.id === high.id)).toMatchObject({
      justification: 'Shore tank temperature correction',
      justifiedByName: 'Lim Hui Ling',
      justifiedByRole: 3,
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/jput/nomination/highVarianceNomList', token: k.control })).status,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/jput/nomination/justifyVariance/${high.id}`,
          token: k.customer,
          payload: { justification: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('mooring reports', () => {
  it('records a mooring for a nomination with a berth, in time order, for terminal logistics only', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 900 });
    const body = {
      nominationId: n.id,
      firstLineAshore: at(t, 900),
      allFast: at(t, 900.5),
      castOff: at(t, 903),
      linesUsed: 6,
      remarks: 'Swell from the south',
    };
    const m = await t.ok<MooringReportRecord>({
      method: 'POST',
      url: '/api/mooringReports',
      token: k.logistics,
      payload: body,
    });
    expect(m).toMatchObject({
      bargeName: 'Harbour Star 1',
      berth: 'J1-A',
      linesUsed: 6,
      createdByName: 'Tan Wei Ming',
    });
    const wrong = await t.call({
      method: 'POST',
      url: '/api/mooringReports',
      token: k.logistics,
      payload: { ...body, allFast: at(t, 899) },
    });
    expect(wrong.body).toMatchObject({ msg: MESSAGES_EN.mooring.order, key: 'mooring.order', field: 'allFast' });
    const unberthed = await nominationAt(t, d, k, 'Pending Approval');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/mooringReports',
          token: k.logistics,
          payload: { ...body, nominationId: unberthed.id },
        })
      ).body.msg,
    ).toBe(MESSAGES_EN.mooring.noBerth);
    expect((await t.call({ method: 'GET', url: '/api/mooringReports/list', token: k.control })).status).toBe(403);
    const list = await t.ok<{ rows: MooringReportRecord[] }>({
      method: 'GET',
      url: `/api/mooringReports/list?nominationId=${n.id}`,
      token: k.logistics,
    });
    expect(list.rows.map((r) => r.id)).toEqual([m.id]);
    await t.ok({ method: 'DELETE', url: `/api/mooringReports/${m.id}`, token: k.logistics });
    expect(
      (
        await t.ok<{ rows: MooringReportRecord[] }>({
          method: 'GET',
          url: `/api/mooringReports/list?nominationId=${n.id}`,
          token: k.logistics,
        })
      ).rows,
    ).toEqual([]);
    const board = await t.ok<{ windows: { nominationId: number; actualStart: number | null }[] }>({
      method: 'GET',
      url: `/api/berthBoard?from=${encodeURIComponent(at(t, 899))}&to=${encodeURIComponent(at(t, 910))}`,
      token: k.logistics,
    });
    expect(board.windows.find((w) => w.nominationId === n.id)!.actualStart).toBeNull();
  });
});

describe('bad input on nominations', () => {
  it.each([
    [{ ...{}, quantity: -5 }],
    [{ quantity: 'lots' }],
    [{ bargeReadinessTime: '31/12/2026' }],
    [{ surveyorIds: [1, 2, 3, 4, 5, 6] }],
    [{ extra: 1 }],
    [{ bargeId: 999999 }],
  ])('answers %j with a 4xx and no record', async (over) => {
    const before = (await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM nominations'))[0]!.n;
    const res = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, over),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM nominations'))[0]!.n).toBe(before);
  });
});
