import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { nominationRecord } from '../../../tests/support/nominationRecord';

/** Walk 34 #11: a tab opened by its link is scrolled into view in the tab strip (phones). */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const record: NominationRecord = { ...nominationRecord, id: 43, status: 'Pending Approval', actions: [] };

describe("the nomination's tab strip", () => {
  const real = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = real;
  });

  it('scrolls the tab named in the address into view, nearest, without moving the page more than needed', async () => {
    const scrolled: { el: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolled.push({ el: this, options });
    });
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/43`, () => ok(record)),
      mswHttp.get(`${API}/jput/request/list`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/jput/nominationLog/list`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/system/user/sds/43`, () => ok([])),
    );
    renderApp('/barging/index/43?tab=log');
    const log = await screen.findByRole('tab', { name: 'Log', selected: true });
    await waitFor(() => expect(scrolled.some((s) => s.el === log)).toBe(true));
    expect(scrolled.find((s) => s.el === log)?.options).toEqual({ inline: 'nearest', block: 'nearest' });
  }, 60_000);
});
