import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { tankOf } from '../support/documents.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import { textOf } from '../../contract/messages/index.js';

/**
 * Issue 31 walk: a certificate of quantity took a density of 100 kg/l at 100 °C with equal ullages
 * (9,995.79 t against 550 t nominated). Each figure a terminal would never see is refused, at its
 * field, naming the rule, in English and Chinese; the edges of each range are still taken.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
let surveyor: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  surveyor = await t.login('surveyor');
});

const tank = { ...tankOf(0), grossObservedM3: 612.4, temperatureC: 31.5, density15: 0.8452 };

describe('the figures of a certificate of quantity', () => {
  it('are refused at their field when no terminal would measure them, and taken at the edges of each range', async () => {
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 400 });
    const refusals: [Partial<typeof tank>, string, string, string][] = [
      [{ density15: 100 }, 'density15', 'documents.densityRange', 'Density at 15 °C must be between 0.6 and 1.1 kg/l'],
      [{ density15: 1.15 }, 'density15', 'documents.densityRange', 'Density at 15 °C must be between 0.6 and 1.1 kg/l'],
      [{ density15: 0.59 }, 'density15', 'documents.densityRange', 'Density at 15 °C must be between 0.6 and 1.1 kg/l'],
      [
        { temperatureC: 100 },
        'temperatureC',
        'documents.temperatureRange',
        'Temperature must be between −10 and 80 °C',
      ],
      [
        { temperatureC: -11 },
        'temperatureC',
        'documents.temperatureRange',
        'Temperature must be between −10 and 80 °C',
      ],
      [
        { openingUllageMm: 1200, closingUllageMm: 1200 },
        'closingUllageMm',
        'documents.ullageUnchanged',
        'Closing ullage must differ from opening ullage: equal ullages mean nothing was delivered',
      ],
    ];
    for (const [change, field, key, msg] of refusals) {
      const res = await t.call({
        method: 'POST',
        url: '/api/documents',
        token: surveyor,
        payload: { nominationId: n.id, type: 'quantity', content: { tanks: [{ ...tank, ...change }] } },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ key, msg, field: `content.tanks.0.${field}` });
    }
    expect(textOf({ key: 'documents.densityRange' }, 'zh')).toBe('15 °C 密度必须在 0.6 至 1.1 kg/l 之间');
    expect(textOf({ key: 'documents.temperatureRange' }, 'zh')).toBe('温度必须在 −10 至 80 °C 之间');

    // The edges are plausible: a heavy fuel at 1.1 kg/l observed at 80 °C, a light one at 0.6 at −10 °C.
    const edges = [
      { ...tank, density15: 1.1, temperatureC: 80 },
      { ...tank, density15: 0.6, temperatureC: -10, tankName: 'T102' },
    ];
    const made = await t.ok<DocumentRecord>({
      method: 'POST',
      url: '/api/documents',
      token: surveyor,
      payload: { nominationId: n.id, type: 'quantity', content: { tanks: edges } },
    });
    expect(made.status).toBe('Draft');
    // A revision is checked the same way.
    const edit = await t.call({
      method: 'PUT',
      url: `/api/documents/${made.id}`,
      token: surveyor,
      payload: { content: { tanks: [{ ...tank, temperatureC: 81 }] } },
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ key: 'documents.temperatureRange', field: 'content.tanks.0.temperatureC' });
  });
});
