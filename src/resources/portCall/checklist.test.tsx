import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { ChecklistRecord } from '../../../contract/schemas/portCall';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { bookedNomination, checklistRecord, sofRecord } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answered = (): ChecklistRecord => {
  const record = checklistRecord();
  const part = record.parts[0]!;
  const by = { id: 5, name: 'Lim Loading', role: 11 };
  const at = '2026-11-22T02:00:00.000Z';
  part.items = part.items.map((i) => ({ ...i, terminal: { answer: 'yes', remark: null, by, at } }));
  part.signRefusal = null;
  return record;
};

describe('the safety checklist tab', { timeout: 60_000 }, () => {
  it("answers my side with a toggle, shows the other side's, and signs only once the refusal is gone", async () => {
    const calls: string[] = [];
    let current = checklistRecord();
    server.use(
      ...shellHandlers(() => info('loadingMaster', 1, 11)),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(bookedNomination)),
      mswHttp.get(`${API}/nominations/42/checklist`, () => ok(current)),
      mswHttp.get(`${API}/nominations/42/sof`, () => ok(sofRecord())),
      mswHttp.put(`${API}/nominations/42/checklist/answers`, async ({ request }) => {
        calls.push(`answer ${JSON.stringify(await request.json())}`);
        current = answered();
        return ok(current);
      }),
      mswHttp.post(`${API}/nominations/42/checklist/sign`, async ({ request }) => {
        calls.push(`sign ${JSON.stringify(await request.json())}`);
        return ok(current);
      }),
    );
    // Opened from a link (the due checks) straight on its tab.
    renderApp('/barging/index/42?tab=checklist');
    expect(await screen.findByTestId('checklist-gate')).toHaveTextContent(
      'Commenced pumping not allowed yetCommenced pumping needs the before-transfer checklist signed by both sides',
    );
    const sign = screen.getByRole('button', { name: 'Sign for the terminal' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('2 items of "Before transfer" are not answered by your side');
    expect(screen.getByText('Critical')).toBeInTheDocument();
    expect(screen.getByTestId('answer-barge-11')).toHaveTextContent('Barge: Not answered');
    const toggle = screen.getByRole('group', { name: 'Hoses are in good order' });
    fireEvent.click(within(toggle).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls).toEqual([
        'answer {"part":"beforeTransfer","round":0,"answers":[{"itemId":11,"answer":"yes","remark":null}]}',
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign for the terminal' })).toBeEnabled());
    expect(within(toggle).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign for the terminal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign "Before transfer" for the Terminal?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.at(-1)).toBe('sign {"part":"beforeTransfer","round":0}'));
  });
});

describe('the safety checklist parts', { timeout: 60_000 }, () => {
  it('gives each round its own ids, waits for an answer before a remark, and says when a part has no items', async () => {
    const record = checklistRecord();
    const transfer = record.parts[0]!;
    const round = (n: number) => ({ ...transfer, part: 'repeated' as const, round: n, signRefusal: null });
    record.parts = [{ ...transfer, part: 'beforeArrival', items: [], signRefusal: null }, transfer, round(1), round(2)];
    server.use(
      ...shellHandlers(() => info('loadingMaster', 1, 11)),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(bookedNomination)),
      mswHttp.get(`${API}/nominations/42/checklist`, () => ok(record)),
    );
    renderApp('/barging/index/42?tab=checklist');
    // Three rounds hold the same item: each group is named by its own round's text, once.
    expect(await screen.findAllByRole('group', { name: 'Hoses are in good order' })).toHaveLength(3);
    const ids = [...document.querySelectorAll('[id^="item-"]')].map((e) => e.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toContain('item-repeated-2-11');
    // No answer yet: the remark waits for one, and says so.
    const remarks = screen.getAllByLabelText('Remarks');
    expect(remarks[0]).toBeDisabled();
    expect(screen.getAllByText('Answer first to add a remark')).toHaveLength(6);
    const arrival = screen.getByRole('region', { name: 'Before arrival' });
    expect(within(arrival).getByText('No active items in this part: the template has none.')).toBeInTheDocument();
  });

  it('opens the remark once my side has answered', async () => {
    server.use(
      ...shellHandlers(() => info('loadingMaster', 1, 11)),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(bookedNomination)),
      mswHttp.get(`${API}/nominations/42/checklist`, () => ok(answered())),
    );
    renderApp('/barging/index/42?tab=checklist');
    await screen.findAllByRole('group', { name: 'Hoses are in good order' });
    for (const field of screen.getAllByLabelText('Remarks')) expect(field).toBeEnabled();
    expect(screen.queryByText('Answer first to add a remark')).toBeNull();
  });
});

describe('the due checks on the barging screen', { timeout: 60_000 }, () => {
  const due = [
    { nominationId: 42, bargeName: 'Harbour Star 2', berth: 'J1-A', round: 2, dueAt: '2026-11-22T06:00:00.000Z' },
  ];
  const listed = (who: GetInfoResult, rows: typeof due, asked: string[]) =>
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/jput/nomination/list`, () => {
        asked.push('list');
        return ok({ rows: [], total: 0 });
      }),
      mswHttp.get(`${API}/checklist/due`, () => {
        asked.push('due');
        return ok(rows);
      }),
    );

  it("lists the loading master's due rounds, each linking to its call's checklist", async () => {
    listed(info('loadingMaster', 1, 11), due, []);
    renderApp('/barging/index');
    const link = await screen.findByRole('link', {
      name: 'Harbour Star 2 · J1-A · round 2 · due since 22/11/2026 14:00',
    });
    expect(link).toHaveAttribute('href', '/barging/index/42?tab=checklist');
    expect(screen.getByRole('region', { name: 'Repeated checks due' })).toBeInTheDocument();
  });

  it('is hidden when nothing is due, and never asked for by a customer', async () => {
    const asked: string[] = [];
    listed(info('loadingMaster', 1, 11), [], asked);
    const { unmount } = renderApp('/barging/index');
    await waitFor(() => expect(asked).toContain('due'));
    expect(screen.queryByText('Repeated checks due')).toBeNull();
    unmount();
    asked.length = 0;
    listed(info('customer', 2, 5), due, asked);
    renderApp('/barging/index');
    await waitFor(() => expect(asked).toContain('list'));
    expect(screen.queryByText('Repeated checks due')).toBeNull();
    expect(asked).not.toContain('due');
  });
});

describe('the safety checklist in Chinese', { timeout: 60_000 }, () => {
  it("writes a side's answer with the catalogue's full-width colon (码头：是), not an ASCII one", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('zh'));
    try {
      server.use(
        ...shellHandlers(() => info('loadingMaster', 1, 11)),
        mswHttp.get(`${API}/jput/nomination/options`, () =>
          ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
        ),
        mswHttp.get(`${API}/jput/nomination/42`, () => ok(bookedNomination)),
        mswHttp.get(`${API}/nominations/42/checklist`, () => ok(answered())),
        mswHttp.get(`${API}/nominations/42/sof`, () => ok(sofRecord())),
      );
      renderApp('/barging/index/42?tab=checklist');
      expect(await screen.findByTestId('answer-barge-11')).toHaveTextContent(/^驳船：未回答$/);
    } finally {
      localStorage.removeItem('RaStore.locale');
    }
  });
});
