import { describe, expect, it } from 'vitest';
import { LOG_ACTIONS, NOMINATION_PROGRESS, ROLE_LABELS, VETTING_STATUSES } from './enums';

describe('the spec vocabularies', () => {
  it("labels the 15 nomination log actions as spec §4 lists them, and the terminal documents' own (16)", () => {
    expect(Object.values(LOG_ACTIONS)).toEqual([
      'Pending Logistics',
      'Pending Inspector',
      'Inspector Responded',
      'Anchorage Inspection',
      'Rejected',
      'Accepted',
      'Pending Observation',
      'More Information Required',
      'Customer Uploaded Document',
      'Info Modified',
      'Expired',
      'Suspended',
      'Update Status',
      'Customer Request Created',
      'Customer Request Deleted',
      'Document Signing',
      'Statement of Facts',
      'Safety Checklist',
    ]);
    for (let n = 1; n <= 8; n++)
      expect(LOG_ACTIONS[n as keyof typeof LOG_ACTIONS]).toBe(VETTING_STATUSES[n as keyof typeof VETTING_STATUSES]);
  });

  it('has the twelve progress labels and fourteen roles', () => {
    expect(NOMINATION_PROGRESS).toHaveLength(12);
    expect(Object.keys(ROLE_LABELS)).toHaveLength(14);
    expect(ROLE_LABELS[13]).toBe('Terminal Inspector');
  });
});
