import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { nominationRecord } from '../../../tests/support/nominationRecord';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hidden: NominationRecord = {
  ...nominationRecord,
  status: 'Pending Approval',
  hideFromTerminal: true,
  actions: [],
};
const shown: NominationRecord = { ...nominationRecord, id: 43, status: 'Pending Approval', actions: [] };

function handlers(record: NominationRecord) {
  const who = info('customer', 2, 5);
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
    ),
    mswHttp.get(`${API}/jput/nomination/${record.id}`, () => ok(record)),
    mswHttp.get(`${API}/jput/nomination/list`, () => ok({ rows: [hidden, shown], total: 2 })),
    mswHttp.get(`${API}/jput/request/list`, () => ok({ rows: [], total: 0 })),
  );
}

describe('a nomination its customer hid from the terminal', () => {
  it('says it waits on the customer showing it again, not on the terminal', async () => {
    handlers(hidden);
    renderApp('/barging/index/42');
    const waiting = await screen.findByTestId('waiting-on');
    expect(waiting.textContent).toBe('Hidden from the terminal: it sees this nomination once you show it again');
    expect(screen.getByRole('img', { name: 'Hidden from terminal' })).toBeInTheDocument();
  });

  it('still says the terminal acknowledges a nomination that is not hidden', async () => {
    handlers(shown);
    renderApp('/barging/index/43');
    expect((await screen.findByTestId('waiting-on')).textContent).toBe('Waiting for the terminal to acknowledge it');
    expect(screen.queryByTestId('hidden-mark')).toBeNull();
  });

  it('is marked in the customer’s list, and only that row', async () => {
    handlers(hidden);
    renderApp('/barging/index');
    const marks = await screen.findAllByRole('img', { name: 'Hidden from terminal' });
    expect(marks).toHaveLength(1);
    const row = marks[0]?.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('42')).toBeInTheDocument();
  });

  it('keeps every tab reachable on a phone with scroll arrows', async () => {
    // jsdom lays nothing out: MUI learns that the last tab lies off-screen from an IntersectionObserver.
    const real = globalThis.IntersectionObserver;
    class OffScreenLast {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(el: Element) {
        this.report([{ isIntersecting: el.previousElementSibling === null }]);
      }
      disconnect() {}
    }
    globalThis.IntersectionObserver = OffScreenLast as unknown as typeof IntersectionObserver;
    try {
      handlers(shown);
      renderApp('/barging/index/43');
      const tabs = (await screen.findByRole('tablist')).closest('.MuiTabs-root') as HTMLElement;
      const arrows = await waitFor(() => {
        const found = tabs.querySelectorAll('.MuiTabs-scrollButtons');
        expect(found).toHaveLength(2);
        return Array.from(found);
      });
      // By default MUI hides the arrows below 600 px, just where the tabs overflow.
      for (const arrow of arrows) expect(arrow).not.toHaveClass('MuiTabs-scrollButtonsHideMobile');
    } finally {
      globalThis.IntersectionObserver = real;
    }
  });
});
