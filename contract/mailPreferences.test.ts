import { describe, expect, it } from 'vitest';
import { ROLES } from './enums.js';
import { MAIL_EVENTS, choicesOf, defaultChoices, eventOfKey, eventsFor, modeOf } from './mailPreferences.js';

describe('mail events', () => {
  it('maps the e-mail-worthy notices to their event and every other notice to none', () => {
    expect(eventOfKey('notices.moved')).toBe('stateChanges');
    expect(eventOfKey('documentNotices.awaits')).toBe('awaitingSignature');
    expect(eventOfKey('vettingNotices.movedWithReason')).toBe('vettingDecisions');
    expect(eventOfKey('pilotNotices.assigned')).toBe('pilotJobs');
    expect(eventOfKey('qualityNotices.offSpec')).toBe('offSpec');
    expect(eventOfKey('invoiceNotices.issued')).toBe('invoices');
    expect(eventOfKey('documentNotices.signed')).toBeUndefined();
    expect(eventOfKey('notices.requestMade')).toBeUndefined();
    expect(eventOfKey('toString')).toBeUndefined();
  });

  it('offers each role the events that concern it, and the system admin none', () => {
    expect(eventsFor(ROLES.ADMIN)).toEqual([]);
    expect(eventsFor(ROLES.TERMINAL_PILOT)).toEqual(['pilotJobs']);
    expect(eventsFor(ROLES.CUSTOMER_USER)).toEqual([
      'stateChanges',
      'awaitingSignature',
      'vettingDecisions',
      'offSpec',
      'invoices',
    ]);
    expect(eventsFor(ROLES.SURVEYOR)).not.toContain('invoices');
    for (const role of Object.values(ROLES).filter((r) => r !== ROLES.ADMIN))
      expect(eventsFor(role).length).toBeGreaterThan(0);
  });

  it('defaults customers to a digest of state changes and off-spec alerts and invoices at once', () => {
    expect(defaultChoices(ROLES.COMPANY_ADMIN)).toMatchObject({
      stateChanges: 'digest',
      offSpec: 'immediate',
      invoices: 'immediate',
      vettingDecisions: 'immediate',
    });
    expect(defaultChoices(ROLES.SURVEYOR).awaitingSignature).toBe('immediate');
    expect(defaultChoices(ROLES.TERMINAL_LOADING_MASTER).awaitingSignature).toBe('immediate');
    expect(defaultChoices(ROLES.BARGE).awaitingSignature).toBe('immediate');
    expect(defaultChoices(ROLES.TERMINAL_PILOT).pilotJobs).toBe('immediate');
    expect(defaultChoices(ROLES.TERMINAL_LOGISTICS)).toMatchObject({ offSpec: 'immediate', stateChanges: 'digest' });
  });

  it('takes a stored choice over the default, ignores nonsense and events the role does not receive', () => {
    const role = ROLES.CUSTOMER_USER;
    expect(modeOf(role, null, 'stateChanges')).toBe('digest');
    expect(modeOf(role, { stateChanges: 'off' }, 'stateChanges')).toBe('off');
    expect(modeOf(role, { stateChanges: 'weekly' }, 'stateChanges')).toBe('digest');
    expect(modeOf(role, { pilotJobs: 'immediate' }, 'pilotJobs')).toBe('off');
    expect(modeOf(ROLES.ADMIN, null, 'invoices')).toBe('off');
    expect(Object.keys(choicesOf(role, { pilotJobs: 'immediate' }))).not.toContain('pilotJobs');
    expect(MAIL_EVENTS).toHaveLength(6);
  });
});
