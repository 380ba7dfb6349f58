import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { formatTerminalDateTime, terminalDay, terminalDayStart } from '../../../contract/datetime';
import { HOUR } from '../../../contract/time';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The board's code loads on demand; its first load under the test runner's transform is slow.
  await import('./BerthBoard');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ZONE = 'Asia/Singapore';
const today = terminalDayStart(terminalDay(new Date(), ZONE), ZONE)!.getTime();
const at = (ms: number) => formatTerminalDateTime(new Date(ms), ZONE);
/** A range as the board writes it, spelt out here: the end's day only when it is not the start's. */
const range = (a: number, b: number) =>
  terminalDay(new Date(a), ZONE) === terminalDay(new Date(b), ZONE)
    ? `${at(a)} – ${at(b).slice(11)}`
    : `${at(a)} – ${at(b)}`;
const berth = (id: number, name: string) => ({
  id,
  name,
  jettyId: id,
  jettyNumber: name.slice(0, 2),
  minLoa: 30,
  maxLoa: 120,
  active: true,
  productIds: [1],
  closures: [],
});
const window = (id: number, berthId: number, start: number, hours: number, actual: [number, number | null] | null) => ({
  nominationId: id,
  berthId,
  start,
  end: start + hours * HOUR,
  status: 'Completed',
  bargeName: `Harbour Star ${id}`,
  companyName: 'Straits Bunkering',
  productName: 'MGO',
  quantity: 1000,
  actualStart: actual?.[0] ?? null,
  actualEnd: actual?.[1] ?? null,
  candidate: {
    nominationId: id,
    bargeName: `Harbour Star ${id}`,
    bargeLoa: 78,
    productId: 1,
    productName: 'MGO',
    readiness: null,
    durationHours: hours,
    unqualified: false,
  },
});
// 1: planned 01:00–05:00, actual 02:00–07:00 (cast off). 2: planned from 03:00, alongside since 04:00. 3: not yet all fast.
const board = (from: number, to: number): BoardData => ({
  from,
  to,
  changeoverMinutes: 60,
  pumpRate: 500,
  berths: [berth(1, 'J1-A'), berth(2, 'J2-A')],
  windows: [
    window(1, 1, today + HOUR, 4, [today + 2 * HOUR, today + 7 * HOUR]),
    window(2, 2, today + 3 * HOUR, 6, [today + 4 * HOUR, null]),
    window(3, 1, today + 10 * HOUR, 4, null),
    // 4: planned tomorrow, all fast today 12:00, cast off 15:00: the actual band stands apart (walk 33 #8).
    window(4, 2, today + 34 * HOUR, 4, [today + 12 * HOUR, today + 15 * HOUR]),
  ],
  unassigned: [],
  later: { count: 0, firstReadiness: null },
});

describe("the berth board's actual windows", { timeout: 90_000 }, () => {
  it('draws all fast to cast off over the planned window, hatched and outlined, and names both times', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        return ok(board(Date.parse(q.get('from')!), Date.parse(q.get('to')!)));
      }),
    );
    renderApp('/barging/index/board');
    const planned = await screen.findByTestId('window-1', {}, { timeout: 45_000 });
    const actual = screen.getByTestId('actual-1');
    const px = (el: HTMLElement, prop: 'left' | 'width') => parseFloat(el.style[prop] || getComputedStyle(el)[prop]);
    // An hour later than planned (24 px an hour), five hours long, over it.
    expect(px(actual, 'left') - px(planned, 'left')).toBe(24);
    expect(px(actual, 'width')).toBe(5 * 24);
    expect(actual).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(actual).backgroundImage).toContain('repeating-linear-gradient');
    expect(getComputedStyle(actual).borderStyle).toBe('solid');
    // A screen reader hears both windows on the planned one, as the tooltip shows them.
    expect(planned).toHaveAccessibleName(
      `#1 Harbour Star 1: Planned ${range(today + HOUR, today + 5 * HOUR)} · Actual ${range(today + 2 * HOUR, today + 7 * HOUR)}`,
    );
    // Still alongside: to now, and said so.
    const alongside = screen.getByTestId('actual-2');
    expect(alongside).toHaveAttribute('data-alongside', 'true');
    const reachesTo = today + 4 * HOUR + (px(alongside, 'width') / 24) * HOUR;
    expect(Math.abs(reachesTo - Math.max(Date.now(), today + 4 * HOUR + HOUR / 6))).toBeLessThan(HOUR / 6);
    expect(screen.getByTestId('window-2')).toHaveAccessibleName(
      `#2 Harbour Star 2: Planned ${range(today + 3 * HOUR, today + 9 * HOUR)} · Actual alongside since ${at(today + 4 * HOUR)}`,
    );
    // Not yet all fast: the planned window alone.
    expect(screen.queryByTestId('actual-3')).toBeNull();
    expect(screen.getByTestId('window-3')).toHaveAccessibleName(
      `#3 Harbour Star 3: Planned ${range(today + 10 * HOUR, today + 14 * HOUR)}`,
    );
  });

  it('names an actual window that stands apart from its plan, with a tooltip, and makes the planned ones links', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        return ok(board(Date.parse(q.get('from')!), Date.parse(q.get('to')!)));
      }),
    );
    renderApp('/barging/index/board');
    const apart = await screen.findByTestId('actual-4', {}, { timeout: 45_000 });
    const name = `Harbour Star 4: alongside ${at(today + 12 * HOUR)} – ${at(today + 15 * HOUR).slice(11)} (actual)`;
    expect(apart).not.toHaveAttribute('aria-hidden');
    expect(apart).toHaveAttribute('role', 'link');
    expect(apart).toHaveAccessibleName(name);
    expect(apart).toHaveAttribute('tabindex', '0');
    // The barge's name on the band, and everything in its tooltip on hover.
    expect(within(apart).getByText('Harbour Star 4')).toBeInTheDocument();
    fireEvent.mouseOver(apart);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
    // Over its plan, the band stays silent: the planned window names both.
    expect(screen.getByTestId('actual-1')).toHaveAttribute('aria-hidden', 'true');
    // A planned window's name is on a link (no aria-label on a role-less div), reached by Tab.
    expect(screen.getByTestId('window-1')).toHaveAttribute('role', 'link');
    expect(screen.getByTestId('window-1')).toHaveAttribute('tabindex', '0');
  });
});

describe('the berth board on a phone', { timeout: 90_000 }, () => {
  // `window` is this file's window maker: the browser's is globalThis.
  const desktop = globalThis.matchMedia;
  afterEach(() => {
    globalThis.matchMedia = desktop;
  });

  it('lists each berth’s windows as list items (axe: a list holds <li>), each opening its nomination', async () => {
    globalThis.matchMedia = (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        ...desktop(query),
        matches: (!min || 375 >= Number(min[1])) && (!max || 375 <= Number(max[1])),
      };
    };
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        return ok(board(Date.parse(q.get('from')!), Date.parse(q.get('to')!)));
      }),
    );
    renderApp('/barging/index/board');
    await screen.findByTestId('board-agenda', {}, { timeout: 45_000 });
    const berth = screen.getByRole('region', { name: 'J1-A' });
    const list = within(berth).getByRole('list');
    // Every child of the list is an item, each holding its window's button.
    expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list.children[0] as HTMLElement).getByRole('button')).toHaveAttribute('data-testid', 'window-1');
    // The planned line and the "Actual:" line write a range alike: the end's day only when it differs.
    const first = within(list.children[0] as HTMLElement).getByRole('button');
    expect(first).toHaveTextContent(`${range(today + HOUR, today + 5 * HOUR)} · #1 Harbour Star 1`);
    expect(first).toHaveTextContent(`Actual: ${range(today + 2 * HOUR, today + 7 * HOUR)}`);
    expect(first).not.toHaveTextContent(`– ${at(today + 7 * HOUR)}`);
    // Apart from its plan, a day early: its own day on each end where the days differ.
    const other = within(screen.getByRole('region', { name: 'J2-A' })).getByTestId('window-4');
    expect(other).toHaveTextContent(`${range(today + 34 * HOUR, today + 38 * HOUR)} · #4 Harbour Star 4`);
    expect(other).toHaveTextContent(`Actual: ${range(today + 12 * HOUR, today + 15 * HOUR)}`);
  });
});
