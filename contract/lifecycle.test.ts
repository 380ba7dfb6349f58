import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  BEFORE_BOOKED,
  checkStep,
  settle,
  STEPS,
  stepRefusal,
  NOMINATION_ACTIONS,
} from './lifecycle.js';
import { NOMINATION_PROGRESS } from './enums.js';
import { textOf } from './messages/index.js';
import { ALLOWED_FROM } from '../tests/support/lifecycleTable.js';

const customer = { userType: 2, role: 5 };
const logistics = { userType: 1, role: 1 };
const control = { userType: 1, role: 2 };
const loading = { userType: 1, role: 11 };
const barge = { userType: 4, role: 8 };
const owner = { owner: true, bargeSide: false };
const none = { owner: false, bargeSide: false };

describe('the lifecycle table', () => {
  it('follows DECISIONS.md §3 for who takes each step', () => {
    expect(checkStep(customer, owner, 'submit', 'Created')).toEqual({ ok: true, to: 'Pending Approval' });
    expect(checkStep(customer, none, 'submit', 'Created')).toEqual({ ok: false, reason: 'role' });
    expect(checkStep(control, none, 'acknowledge', 'Pending Approval').ok).toBe(true);
    expect(checkStep(barge, { owner: false, bargeSide: true }, 'setReadiness', 'Pending Barge Readiness Time')).toEqual(
      { ok: true, to: 'Barge Ready' },
    );
    expect(checkStep(barge, none, 'setReadiness', 'Pending Barge Readiness Time').ok).toBe(false);
    expect(checkStep(loading, none, 'startSigning', 'Booked').ok).toBe(true);
    expect(checkStep(control, none, 'complete', 'CQ Uploaded')).toEqual({ ok: false, reason: 'role' });
    expect(checkStep(logistics, none, 'assignJetty', 'Booked')).toEqual({ ok: true, to: undefined });
  });

  it('allows revoking in every state before Booked and in none after', () => {
    const before = NOMINATION_PROGRESS.slice(0, NOMINATION_PROGRESS.length).filter((s) =>
      STEPS.revoke.from.includes(s),
    );
    expect(before).not.toContain('Booked');
    for (const s of ['Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed', 'Cancelled'] as const) {
      expect(checkStep(logistics, none, 'revoke', s)).toEqual({ ok: false, reason: 'state' });
    }
  });

  it('leaves nothing to do on a closed nomination', () => {
    for (const p of [customer, logistics, control, loading]) {
      expect(allowedActions(p, owner, 'Completed')).toEqual([]);
      expect(allowedActions(p, owner, 'Cancelled')).toEqual([]);
    }
  });

  it('settles through the automatic states', () => {
    expect(settle('Acknowledged', { readiness: false, jetty: false })).toEqual(['Pending Barge Readiness Time']);
    expect(settle('Acknowledged', { readiness: true, jetty: false })).toEqual([
      'Barge Ready',
      'Pending Jetty Information',
    ]);
    expect(settle('Barge Ready', { readiness: true, jetty: true })).toEqual([]);
    expect(settle('Booked', { readiness: true, jetty: true })).toEqual([]);
  });

  it('has a refusal text for every step', () => {
    for (const a of NOMINATION_ACTIONS) {
      expect(textOf(stepRefusal(a, 'Completed'))).toMatch(/^A nomination that is Completed cannot be \w/);
      expect(textOf(stepRefusal(a, 'Completed'), 'zh')).toMatch(/^状态为“已完成”的提名不能\p{Script=Han}/u);
    }
  });

  it('allows each step from exactly the states of §3 and refuses it, for the state, from every other', () => {
    const caller = { submit: customer, setReadiness: customer, revoke: customer } as const;
    for (const a of NOMINATION_ACTIONS) {
      expect([...STEPS[a].from].sort(), a).toEqual([...ALLOWED_FROM[a]].sort());
      const p = caller[a as keyof typeof caller] ?? logistics;
      for (const s of NOMINATION_PROGRESS) {
        const check = checkStep(p, owner, a, s);
        if (ALLOWED_FROM[a].includes(s)) expect(check.ok, `${a} from ${s}`).toBe(true);
        else expect(check, `${a} from ${s}`).toEqual({ ok: false, reason: 'state' });
      }
    }
  });

  it('leads each step to the state §3 names', () => {
    const to = (a: keyof typeof STEPS, from: (typeof NOMINATION_PROGRESS)[number]) => STEPS[a].to(from);
    expect(to('submit', 'Created')).toBe('Pending Approval');
    expect(to('acknowledge', 'Pending Approval')).toBe('Acknowledged');
    expect(to('setReadiness', 'Acknowledged')).toBe('Barge Ready');
    expect(to('setReadiness', 'Pending Barge Readiness Time')).toBe('Barge Ready');
    // Before acknowledgement and once ready, a readiness time changes the record, not the state.
    for (const s of ['Created', 'Pending Approval', 'Barge Ready', 'Pending Jetty Information'] as const)
      expect(to('setReadiness', s), s).toBeUndefined();
    expect(to('assignJetty', 'Pending Jetty Information')).toBe('Jetty Assigned');
    expect(to('assignJetty', 'Booked')).toBeUndefined();
    expect(to('book', 'Jetty Assigned')).toBe('Booked');
    expect(to('startSigning', 'Booked')).toBe('Signing in Progress');
    expect(to('complete', 'CQ Uploaded')).toBe('Completed');
    for (const s of BEFORE_BOOKED) expect(to('revoke', s)).toBe('Cancelled');
  });
});
