import { describe, expect, it } from 'vitest';
import { msg } from '../../../contract/messages/index.js';
import { digestMail, noticeMail, type NoticeItem } from './mailPreferences.mails.js';
import { mailLinks, readUnsubscribe } from './mailPreferences.token.js';

const to = { id: 42, email: 'reader@example.com', nickName: 'Reader' };
const moved = (i: number): NoticeItem => ({
  event: 'stateChanges',
  key: 'notices.moved',
  params: msg('notices.moved', { id: i, barge: 'Harbour Star 1', status: { key: 'statuses.Booked' } }).params!,
  bid: i,
  at: new Date(Date.UTC(2031, 0, 1, 0, i)),
});

describe('preference mails', () => {
  it("writes a notice's mail as plain text with the record's link and a signed unsubscribe link for that event", () => {
    const mail = noticeMail(to, moved(7));
    expect(mail.subject).toMatch(/^Berth: Barging Nomination #7 \(Harbour Star 1\) is now Booked \/ Berth：/);
    expect(mail.body).not.toMatch(/<\/?b>/);
    expect(mail.body).toContain('/barging/index?id=7&pageStatus=1');
    expect(mail.nominationId).toBe(7);
    const token = /unsubscribe\?token=([\w.-]+)/.exec(mail.body)![1]!;
    expect(readUnsubscribe(mailLinks().key, token)).toEqual({
      purpose: 'unsubscribe',
      userId: 42,
      event: 'stateChanges',
    });
    // A signature's first character, not its last: base64url's last character may carry unused bits, and changing
    // only those left the signature as it was (about one run in sixteen failed, the key being random per process).
    const dot = token.lastIndexOf('.') + 1;
    const tampered = token.slice(0, dot) + (token[dot] === 'A' ? 'B' : 'A') + token.slice(dot + 1);
    expect(readUnsubscribe(mailLinks().key, tampered)).toBeUndefined();
  });

  it('caps a digest at 200 lines, oldest first, and counts the rest', () => {
    const items = Array.from({ length: 250 }, (_, i) => moved(249 - i));
    const awaiting: NoticeItem = {
      event: 'awaitingSignature',
      key: 'documentNotices.awaits',
      params: { type: { key: 'documentTypes.quantity' }, number: 'CQ-1', id: 3 },
      bid: 3,
      at: new Date(Date.UTC(2031, 0, 1)),
    };
    const mail = digestMail(to, [...items, awaiting], 'Asia/Singapore');
    const english = mail.body.split('========')[0]!;
    const lines = english.split('\n').filter((l) => / {2}Barging Nomination #/.test(l));
    expect(lines).toHaveLength(200);
    expect(lines[0]).toContain('#0 ');
    expect(lines[199]).toContain('#199 ');
    expect(english).toContain('... and 50 more');
    // The second group has no room left: counted, not listed.
    expect(english).toContain('Documents awaiting your signature (1)');
    expect(english).toContain('... and 1 more');
    expect(english.match(/Stop "/g)).toHaveLength(2);
    expect(mail.subject).toContain('(251)');
    expect(mail.body).toContain('另有 50 条');
  });
});
