import { MESSAGES_EN } from '../../contract/messages';

/** react-admin names and field labels of the barging screens. */
export const bargingResourcesEn = {
  nominations: {
    name: 'nomination |||| nominations',
    fields: MESSAGES_EN.nominationFields,
  },
  requests: {
    name: 'change request |||| change requests',
    fields: {
      nominationId: 'Nomination', companyName: 'Customer', bargeName: 'Barge', type: 'Request', proposed: 'Proposed', previous: 'Before',
      note: 'Note', status: 'Status', requestedByName: 'Requested by', requestedAt: 'Requested', decidedByName: 'Decided by', decidedAt: 'Decided',
      reason: 'Reason',
    },
  },
  mooringReports: {
    name: 'mooring report |||| mooring reports',
    fields: {
      nominationId: 'Nomination', bargeName: 'Barge', companyName: 'Customer', berth: 'Berth', firstLineAshore: 'First line ashore',
      allFast: 'All fast', castOff: 'Cast off', linesUsed: 'Lines used', remarks: 'Remarks', createdByName: 'Recorded by', active: 'Active',
    },
  },
  highVariance: {
    name: 'high variance nomination |||| high variance',
    fields: {
      id: 'No.', companyName: 'Customer', bargeName: 'Barge', productName: 'Product', quantity: 'Nominated (t)', actualQuantity: 'Actual (t)',
      variancePercent: 'Variance (%)', completedAt: 'Completed', justification: 'Justification', justifiedByName: 'Justified by', justified: 'Justified',
    },
  },
} as const;

export const bargingEn = {
  dateTypes: { createdAt: 'Created', eta: 'ETA', bargeReadinessTime: 'Barge readiness', estimatedBerthTime: 'Estimated berth timing' },
  pilotTypes: MESSAGES_EN.pilotTypes,
  tabs: { details: 'Details', log: 'Log', requests: 'Change requests', documents: 'Documents', ullage: 'Ullage reports' },
  actions: {
    submit: 'Submit', acknowledge: 'Acknowledge', setReadiness: 'Set readiness time', assignJetty: 'Assign jetty', book: 'Book',
    startSigning: 'Start signing', recordCq: 'Record CQ quantity', complete: 'Complete', revoke: 'Revoke', sendEmail: 'E-mail parties',
    preview: 'Preview PDF', edit: 'Edit', saveDraft: 'Save draft', saveSubmit: 'Save and submit', board: 'Berth board', done: 'Done',
    customCode: 'Custom code', upload: 'Upload ullage report', delete: 'Delete', download: 'Download', check: 'Why not this berth?',
  },
  dialogs: {
    readiness: 'When is the barge ready?', assign: 'Assign a berth', revoke: 'Revoke the nomination', recordCq: 'Quantity on the certificate of quantity',
    time: 'Date and time (dd/mm/yyyy hh:mm)', berth: 'Berth', emailSent: 'E-mail queued for %{count} recipients', valid: 'Every rule is satisfied',
    invalidTime: 'Enter a date and time as dd/mm/yyyy hh:mm',
  },
  log: { automatic: 'automatic', from: 'From', to: 'To', by: 'By', at: 'When', action: 'Action', detail: 'Detail' },
  requests: {
    pending: 'Pending', processed: 'Processed', all: 'All', approve: 'Approve', reject: 'Reject', rejectTitle: 'Reject the change request',
    withdraw: 'Withdraw', approved: 'Request approved', rejected: 'Request rejected', make: 'Request a change', sent: 'Request sent',
    types: MESSAGES_EN.requestTypes,
    statuses: MESSAGES_EN.requestStatuses,
    note: 'Note to the terminal',
  },
  documents: { none: 'No certificate or bill of lading yet for this nomination.', quantity: 'Certificate of quantity', quality: 'Certificate of quality', billOfLading: 'Bill of lading' },
  ullage: { none: 'No ullage reports uploaded yet.', hint: '.jpg, .png or .pdf, up to 10 MB', uploaded: 'Ullage report uploaded', deleted: 'Ullage report deleted' },
  board: {
    title: 'Berth board', from: 'From', days: 'Days', unassigned: 'Waiting for a berth', plan: 'Auto-plan', proposals: 'Proposals',
    acceptAll: 'Accept all', accept: 'Accept', wait: 'Waiting', totalWait: 'Total waiting %{total} min (first come, first served: %{fcfs} min)',
    noProposals: 'Nothing to plan: no nomination is waiting for a berth in this period.', unplaced: 'Cannot be placed', whyNot: 'Why not this berth',
    dragHint: 'Drag a waiting nomination onto a berth, or a planned one to move it; green accepts, red shows why not.',
    planned: 'Planned', actual: 'Actual', conflict: 'Conflict', accepted: 'Assigned', moved: 'Moved', none: 'No rule excludes another berth.',
    replan: 'Also re-plan assigned nominations',
  },
  highVariance: { justify: 'Justify', justifyTitle: 'Explain the variance', justified: 'Justification recorded', open: 'Unexplained', done: 'Explained' },
  detail: 'Nomination #%{id}',
  hiddenHint: 'Hidden from the terminal until cleared',
  lockedHint: 'Acknowledged: details change through change requests',
} as const;
