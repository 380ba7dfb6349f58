import type { PilotJobRecord, PilotageBoard } from '../../../contract/schemas/pilotage';
import { HOUR } from '../../../contract/time';

/** The planner's and the Pilot Jobs screen's tests share one board: times relative to now. */
export const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
export const job = (id: number, over: Partial<PilotJobRecord>): PilotJobRecord => ({
  id,
  nominationId: id,
  nominationStatus: 'Booked',
  bargeName: `Barge ${id}`,
  customerName: 'Customer',
  movement: 'berthing',
  fromPlace: null,
  toPlace: 'J1-A',
  requiredAt: at(2),
  endAt: at(3),
  durationMinutes: 60,
  orderedAt: at(-24),
  late: false,
  pilotId: null,
  pilotName: null,
  tugs: [],
  status: 'Requested',
  actualStart: null,
  actualEnd: null,
  remarks: null,
  cancelReason: null,
  ...over,
});
export const board: PilotageBoard = {
  from: '2026-01-01',
  to: '2026-01-02',
  pilots: [
    { id: 1, name: 'Capt. Busy', kind: 'pilot', active: true },
    { id: 2, name: 'Capt. Free', kind: 'pilot', active: true },
  ],
  tugs: [{ id: 3, name: 'Tug One', kind: 'tug', active: true }],
  // Job 10 has Capt. Busy at the same time as job 11, which waits for a pilot.
  jobs: [job(10, { pilotId: 1, pilotName: 'Capt. Busy' }), job(11, {})],
  rules: { travelBufferMinutes: 30, maxDutyHours: 10, tugsPerJob: 1 },
};
