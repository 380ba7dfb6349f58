import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import type { PlanResult } from '../../../contract/schemas/berthBoard';
import { i18nProvider } from '../../i18n';
import { PlannerPanel } from './PlannerPanel';

const row = (nominationId: number, berth: string) => ({
  nominationId,
  bargeName: `Harbour Star ${nominationId}`,
  berthId: nominationId,
  berth,
  estimatedBerthTime: '2026-11-26T02:00:00.000Z',
  readiness: null,
  waitMinutes: 15,
});
const plan: PlanResult = {
  proposals: [row(1, 'J1-A'), row(2, 'J2-B')],
  unplaced: [{ nominationId: 3, bargeName: 'Harbour Star 3', violations: [] }],
  excluded: [
    {
      nominationId: 1,
      berthId: 9,
      berth: 'J2-A',
      violations: [{ rule: 'loaAbove', params: { loa: 78.5, max: 50 }, message: '' }],
    },
  ],
  totalWaitMinutes: 30,
  firstComeWaitMinutes: 90,
};

describe('the berth board’s auto-planner', () => {
  it('proposes, says why not another berth, and accepts one proposal, which leaves the table', async () => {
    const api = vi.fn(async (name: string) => (name === 'propose' ? plan : []));
    const changed = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={{ ...testDataProvider(), api } as DataProvider}>
        <PlannerPanel
          from="2026-11-25T16:00:00.000Z"
          to="2026-11-28T15:59:59.999Z"
          assignedIds={[5]}
          onChanged={changed}
          onClose={() => undefined}
        />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('propose'));
    const table = await screen.findByTestId('proposals');
    expect(api).toHaveBeenCalledWith('propose', {
      body: { from: '2026-11-25T16:00:00.000Z', to: '2026-11-28T15:59:59.999Z', replanIds: [5] },
    });
    screen.getByText('Total waiting 30 min (first come, first served: 90 min)');
    screen.getByText('#3 Harbour Star 3');
    // Only nomination 1 has a berth the rules exclude; its refusal shows once that berth is chosen.
    expect(within(table).getAllByRole('combobox')).toHaveLength(1);
    fireEvent.mouseDown(within(table).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'J2-A' }));
    expect(within(table).getByTestId('violations').textContent).not.toBe('');

    fireEvent.click(within(table).getAllByRole('button', { name: 'Accept' })[1]!);
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(api).toHaveBeenLastCalledWith('accept', {
      body: { proposals: [{ nominationId: 2, berthId: 2, estimatedBerthTime: '2026-11-26T02:00:00.000Z' }] },
    });
    await waitFor(() => expect(within(table).queryByText('Harbour Star 2')).toBeNull());
    within(table).getByText('Harbour Star 1');
  });
});
