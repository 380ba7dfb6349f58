import { describe, expect, it } from 'vitest';
import { leaveLoginNotice, takeLoginNotice } from './session';

describe('the sign-in notice after an expired session', () => {
  it('survives a sign-in page shown in the leaving page, for the page loaded at /login', () => {
    leaveLoginNotice({ message: 'Your login status has expired' });
    // react-admin's own redirect renders the sign-in page here first…
    expect(takeLoginNotice()?.message).toBe('Your login status has expired');
    // …and the full load to /login still finds it.
    expect(sessionStorage.getItem('berth.loginNotice')).toContain('Your login status has expired');
  });
});
