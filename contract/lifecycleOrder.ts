import type { NominationProgress } from './enums.js';
import { BEFORE_BOOKED } from './lifecycle.js';

/**
 * The states in the order a nomination passes through them (DECISIONS.md §3, contract/lifecycle.ts):
 * the steps before booking, then booking, signing and completion; cancelled last. Lists of states
 * (the dashboard's bars, the list's status filter) show them in this order, not the enum's.
 */
export const LIFECYCLE_ORDER: readonly NominationProgress[] = [
  ...BEFORE_BOOKED,
  'Booked',
  'Signing in Progress',
  'CQ Uploaded',
  'Completed',
  'Cancelled',
];
