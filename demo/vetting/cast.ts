import { VS, type VettingDocumentKind, type VettingStatus } from '../../contract/vetting.js';

/** Who is in the demo's vetting story (vetting/history.ts writes it): the ships and their vettings. */

/** The demo's ships under vetting: new to the terminal, so no seeded nomination depends on them. */
export const SHIPS = [
  ['Ocean Grace', 'vessel', 112, 'Singapore'],
  ['Straits Pioneer', 'barge', 76, 'Singapore'],
  ['Lion City 8', 'barge', 62, 'Singapore'],
  ['Merlion Spirit', 'vessel', 138, 'Panama'],
  ['Sentosa Breeze', 'barge', 88, 'Singapore'],
  ['Pasir Panjang 3', 'barge', 70, 'Singapore'],
  ['Marina Star', 'vessel', 128, 'Majuro'],
  ['Tuas Venture', 'barge', 81, 'Singapore'],
  ['Jurong Trader', 'vessel', 146, 'Monrovia'],
  ['Keppel Dawn', 'barge', 66, 'Singapore'],
  ['Changi Horizon', 'vessel', 168, 'Panama'],
  ['Raffles Tide', 'barge', 58, 'Singapore'],
  ['Bukom Carrier', 'barge', 84, 'Singapore'],
] as const;

/**
 * Each demo vetting: its ship (index above), its status now, and how many days ago it was made. An
 * accepted vetting's `decided` is days ago too: 345 leaves its acceptance 20 days, so the customer
 * sees the warning; 380 has expired. `expired` names a certificate that has run out (a failing check).
 */
export const VETTINGS: {
  ship: number;
  status: VettingStatus;
  made: number;
  decided?: number;
  /** Days ago a suspended ship was suspended, after its acceptance (the reason names the day before). */
  suspended?: number;
  expired?: VettingDocumentKind;
}[] = [
  { ship: 0, status: VS.DRAFT, made: 1 },
  { ship: 1, status: VS.PENDING_LOGISTICS, made: 2, expired: 'class' },
  { ship: 2, status: VS.PENDING_LOGISTICS, made: 1 },
  { ship: 3, status: VS.PENDING_INSPECTOR, made: 4 },
  { ship: 4, status: VS.ANCHORAGE_INSPECTION, made: 6 },
  { ship: 5, status: VS.PENDING_OBSERVATION, made: 8 },
  { ship: 6, status: VS.INSPECTOR_RESPONDED, made: 5 },
  { ship: 7, status: VS.MORE_INFORMATION, made: 3 },
  { ship: 8, status: VS.ACCEPTED, made: 40, decided: 30 },
  { ship: 9, status: VS.ACCEPTED, made: 355, decided: 345 },
  { ship: 10, status: VS.REJECTED, made: 20, decided: 14 },
  { ship: 11, status: VS.SUSPENDED, made: 120, decided: 110, suspended: 9 },
  { ship: 12, status: VS.EXPIRED, made: 395, decided: 380 },
  { ship: 12, status: VS.ACCEPTED, made: 12, decided: 9 },
];
