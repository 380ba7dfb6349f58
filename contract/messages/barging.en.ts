import { LOG_ACTIONS, type NominationProgress } from '../enums.js';
import type { NominationAction } from '../lifecycle.js';

/**
 * Texts of the barging workflow both sides need: refusals, rule verdicts, notification templates,
 * state, step and log labels, and the nomination's field labels (the screen and the PDF share them).
 */
export const bargingTextsEn = {
  nominations: {
    notBarge: 'Choose a barge, not a vessel',
    unqualifiedBarge: 'This barge is on the unqualified list and cannot be nominated',
    tankProduct: 'The tank holds another product',
    qtyAboveMax: 'Quantity must not exceed the nominated quantity max',
    useChangeRequest: 'This nomination has been acknowledged: send a change request to change its details',
    terminalFields: 'Only terminal staff set the pilot',
    psaOnly: 'Only terminal logistics sets the PSA contact number',
    surveyorCompanies: 'Surveyors must be active surveying companies',
    closed: 'This nomination is completed or cancelled',
    requestState: 'Change requests can be made once the nomination is acknowledged and until it is booked',
    requestPending: 'A request of this type is already pending for this nomination',
    requestDecided: 'This request has already been decided',
    noChange: 'The request proposes the values the nomination already has',
    notHighVariance: 'This nomination is not high variance',
    noRecipients: 'No e-mail address is known for the parties of this nomination',
    assignmentRefused: 'The berth cannot take this nomination',
    periodOrder: 'The period must end after it starts',
    periodTooLong: 'The period can be at most 31 days',
    stepRefused: 'A nomination that is %{status} cannot be %{action}',
    unknownStatus: 'Unknown status',
    proposeChange: 'Propose at least one change',
  },
  /** Mooring reports: the order of the times and the nomination they belong to. */
  mooring: {
    order: 'Times must run first line ashore, all fast, cast off',
    noBerth: 'The nomination has no berth yet',
  },
  /** One text per rule of contract/berthRules.ts. */
  rules: {
    berthInactive: 'Berth %{berth} is not in service',
    loaAbove: 'LOA %{loa} m exceeds berth %{berth} max %{max} m',
    loaBelow: 'LOA %{loa} m is below berth %{berth} min %{min} m',
    noLine: 'Jetty %{jetty} has no line for %{product}',
    jettyClosed: 'Jetty %{jetty} is closed by open equipment report #%{report} (%{equipment})',
    unqualified: 'Barge %{barge} is on the unqualified list',
    beforeReadiness: 'Berth time %{start} is before the barge readiness time %{readiness}',
    overlap: 'Berth %{berth} is occupied %{from} – %{to} by nomination #%{other} (%{buffer} min changeover)',
  },
  /** Notification templates: a little HTML; every value is escaped before it is filled in. */
  notices: {
    moved: 'Barging Nomination <b>#%{id}</b> (%{barge}) is now <b>%{status}</b>',
    requestMade: 'A change request was made for Barging Nomination <b>#%{id}</b> (%{barge})',
    requestDecided: 'The change request for Barging Nomination <b>#%{id}</b> was <b>%{decision}</b>',
  },
  statuses: {
    Created: 'Created',
    'Pending Approval': 'Pending Approval',
    Acknowledged: 'Acknowledged',
    'Barge Ready': 'Barge Ready',
    'Jetty Assigned': 'Jetty Assigned',
    'Signing in Progress': 'Signing in Progress',
    'CQ Uploaded': 'CQ Uploaded',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
    'Pending Jetty Information': 'Pending Jetty Information',
    'Pending Barge Readiness Time': 'Pending Barge Readiness Time',
    Booked: 'Booked',
  } satisfies Record<NominationProgress, string>,
  /** Steps as a refusal names them ("…cannot be revoked"). */
  steps: {
    submit: 'submitted',
    acknowledge: 'acknowledged',
    setReadiness: 'given a readiness time',
    assignJetty: 'assigned a jetty',
    book: 'booked',
    startSigning: 'sent for signing',
    recordCq: 'given its certificate of quantity',
    complete: 'completed',
    revoke: 'revoked',
  } satisfies Record<NominationAction, string>,
  /** The spec's log labels (§4), by log code. */
  logActions: LOG_ACTIONS,
  requestTypes: { modification: 'Modification', nominatedQtyMax: 'Nominated quantity max', product: 'Product', tank: 'Tank' },
  requestStatuses: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected', Withdrawn: 'Withdrawn' },
  /** How a decided request reads inside a sentence ("…was approved"). */
  requestDecisions: { Approved: 'approved', Rejected: 'rejected', Withdrawn: 'withdrawn' },
  pilotTypes: { PSA: 'PSA pilot', Terminal: 'Terminal pilot' },
  nominationFields: {
    id: 'No.', status: 'Status', companyName: 'Customer', bargeId: 'Barge', bargeName: 'Barge', productId: 'Product', productName: 'Product',
    tankId: 'Tank', tankNumber: 'Tank', quantity: 'Quantity (t)', bargeReadinessTime: 'Barge readiness time', pilotId: 'Pilot', pilotName: 'Pilot',
    berthAssignedAt: 'Berth assign timing', jettyNumber: 'Jetty', berthName: 'Berth', eta: 'ETA', estimatedBerthTime: 'Estimated berth timing',
    nominatedQtyMax: 'Nominated quantity max (t)', balanceInTank: 'Balance in tank (t)', surveyorIds: 'Surveyors', surveyors: 'Surveyors',
    remarks: 'Remarks', pilotType: 'Type of pilot', pilotExemption: 'Pilot exemption', psaContactNumber: 'PSA contact number',
    bargeContactNumber: 'Barge contact number', hideFromTerminal: 'Hide from terminal', customCode: 'Custom code', documents: 'Certificates and B/L',
    actualQuantity: 'Actual quantity (t)', variancePercent: 'Variance (%)', pendingRequests: 'Open requests', createdAt: 'Created',
    searchValue: 'Search', statusString: 'Statuses', searchDateType: 'Date', startDate: 'From', endDate: 'To',
  },
  /** The nomination PDF's own words. */
  pdf: {
    title: 'Barging nomination',
    generated: 'Generated',
    yes: 'Yes',
    no: 'No',
    cargo: 'Barge and cargo',
    berth: 'Timing and berth',
    parties: 'Parties and remarks',
  },
} as const;
