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
  it('says in plain words what it found and what first-come by number would have found', async () => {
    show();
    expect(
      await screen.findByText(
        'Pilots found for 2 of 2 open jobs. Taking the first free pilot in number order would have staffed 1. Longest duty: 2.0 h in 24 h.',
      ),
    ).toBeInTheDocument();
  });

  it('names each line’s movement and required time in the terminal’s zone', async () => {
    show();
    const line = await screen.findByText(/^#2 /);
    expect(line.textContent).toBe('#2 Harbour Star 2 · unberthing · 26/11/2026 17:30 → Tan Wei');
    expect(screen.getByText(/^#1 /).textContent).toContain('· berthing ·');
  });
});
