import type { NominationAction } from '../../contract/lifecycle.js';
import type { NominationProgress } from '../../contract/enums.js';

/**
 * DECISIONS.md §3 written out again by hand, apart from contract/lifecycle.ts, so a test can hold
 * the code's table against it: a state added to or dropped from a step in the code shows as a
 * difference. Beyond §3's own rows: a readiness time may be given before acknowledgement and
 * changed until a jetty is assigned (docs/decisions.md, "Editing"), and a jetty may be re-assigned
 * until the nomination is booked and moved while booked (the berth board, docs/decisions.md).
 */
export const ALLOWED_FROM: Record<NominationAction, readonly NominationProgress[]> = {
  submit: ['Created'],
  acknowledge: ['Pending Approval'],
  setReadiness: [
    'Created',
    'Pending Approval',
    'Acknowledged',
    'Pending Barge Readiness Time',
    'Barge Ready',
    'Pending Jetty Information',
  ],
  assignJetty: ['Barge Ready', 'Pending Jetty Information', 'Jetty Assigned', 'Booked'],
  book: ['Jetty Assigned'],
  startSigning: ['Booked'],
  complete: ['CQ Uploaded'],
  revoke: [
    'Created',
    'Pending Approval',
    'Acknowledged',
    'Pending Barge Readiness Time',
    'Barge Ready',
    'Pending Jetty Information',
    'Jetty Assigned',
  ],
};
