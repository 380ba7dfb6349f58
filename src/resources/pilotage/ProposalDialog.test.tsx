import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { AutoAssignResult, PilotageBoard } from '../../../contract/schemas/pilotage';
import { i18nProvider } from '../../i18n';
import { ProposalDialog } from './ProposalDialog';

/** The walk's planner read "first-fit by number would staff 1" and could not tell which move each line was. */
const job = (id: number, movement: 'berthing' | 'unberthing', requiredAt: string) => ({
  id,
  nominationId: 40 + id,
  nominationStatus: 'Booked',
  bargeName: `Harbour Star ${id}`,
  customerName: 'Straits Bunkering',
  movement,
  fromPlace: null,
  toPlace: 'J2-A',
  requiredAt,
  endAt: requiredAt,
  durationMinutes: 60,
  orderedAt: '2026-11-20T00:00:00.000Z',
  late: false,
  pilotId: null,
  pilotName: null,
  tugs: [],
  status: 'Requested' as const,
  actualStart: null,
  actualEnd: null,
  remarks: null,
  cancelReason: null,
});

const board: PilotageBoard = {
  from: '2026-11-26',
  to: '2026-11-26',
  pilots: [{ id: 5, name: 'Tan Wei', active: true, kind: 'pilot' }],
  tugs: [],
  jobs: [job(1, 'berthing', '2026-11-26T01:00:00.000Z'), job(2, 'unberthing', '2026-11-26T09:30:00.000Z')],
  rules: { travelBufferMinutes: 30, maxDutyHours: 12, tugsPerJob: 0 },
};

const proposal: AutoAssignResult = {
  assignments: [
    { jobId: 1, pilotId: 5, tugIds: [] },
    { jobId: 2, pilotId: 5, tugIds: [] },
  ],
  unassigned: [],
  open: 2,
  assigned: 2,
  baseline: { assigned: 1, maxDutyMinutes: 60 },
  maxDutyMinutes: 120,
};

function show() {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <ProposalDialog
        proposal={proposal}
        board={board}
        day="2026-11-26"
        lastDay="2026-11-26"
        onClose={() => undefined}
        onAccept={() => undefined}
      />
    </AdminContext>,
  );
}

describe('the auto-assign proposal', () => {
  it('says in the planner’s words how many waiting jobs auto-assign would staff', async () => {
    show();
    // Walk 35 #8: "first-fit by number would staff 5" was the algorithm's word, not the planner's.
    expect(
      await screen.findByText(
        'Auto-assign would staff 2 of 2 jobs waiting for a pilot or tug. Longest duty: 2.0 h in 24 h.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/first|number order/i)).toBeNull();
  });

  it('says it in Chinese to a Chinese reader', async () => {
    await i18nProvider.changeLocale('zh');
    try {
      show();
      expect(
        await screen.findByText('等待引航员或拖轮的 2 项作业中，自动分配可安排 2 项。24 小时内最长值班 2.0 小时。'),
      ).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('names each line’s movement and required time in the terminal’s zone', async () => {
    show();
    const line = await screen.findByText(/^#2 /);
    expect(line.textContent).toBe('#2 Harbour Star 2 · unberthing · 26/11/2026 17:30 → Tan Wei');
    expect(screen.getByText(/^#1 /).textContent).toContain('· berthing ·');
  });
});
