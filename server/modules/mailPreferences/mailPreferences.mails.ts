/**
 * The preference mails, written from catalogue messages: a notice's own mail, and the daily digest.
 * Each goes out in English and then Chinese: an account keeps no language of its own (the browser's
 * choice stays in the browser, server/platform/mail.ts), so both readers find theirs.
 */
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { DIGEST_MAX_LINES, MAIL_EVENTS, type MailEvent } from '../../../contract/mailPreferences.js';
import { msg, textOf, type CatalogueLocale, type Message } from '../../../contract/messages/index.js';
import { secret } from '../../platform/mail.js';
import { mailLinks, signClaim } from './mailPreferences.token.js';

/** A row for the outbox, as `queueMail` would write it. */
export interface OutboxRow {
  to: string;
  subject: string;
  body: string;
  nominationId: number | null;
}
export interface Recipient {
  id: number;
  email: string;
  nickName: string;
}
export interface NoticeItem {
  event: MailEvent;
  key: string;
  params: Record<string, unknown>;
  bid: number | null;
  at: Date;
}

const LOCALES: CatalogueLocale[] = ['en', 'zh'];
const SUBJECT_MAX = 300;
// Notices are HTML for the bell (<b> around names); a mail is plain text.
const plain = (s: string) => s.replace(/<\/?b>/g, '');
const both = (render: (l: CatalogueLocale) => string, joiner: string) => LOCALES.map(render).join(joiner);
const clip = (s: string) => (s.length > SUBJECT_MAX ? `${s.slice(0, SUBJECT_MAX - 1)}…` : s);
const noticeOf = (n: NoticeItem): Message => ({ key: n.key, params: n.params as Message['params'] });
const eventName = (event: MailEvent) => msg(`mailPreferences.events.${event}`);

/** The nominations' notices are kept out of sight in the outbox while their nomination is hidden. */
const ABOUT_NOMINATION: ReadonlySet<MailEvent> = new Set(['stateChanges', 'awaitingSignature', 'pilotJobs', 'offSpec']);

/** Where the portal shows the record a notice is about (the bell's routes, src/layout/notifications). */
export function recordLink(event: MailEvent, bid: number | null): string {
  const { publicUrl } = mailLinks();
  if (event === 'invoices') return `${publicUrl}/invoices/index${bid === null ? '' : `?id=${bid}`}`;
  const screen = event === 'vettingDecisions' ? '/ship-vetting/index' : '/barging/index';
  return `${publicUrl}${screen}${bid === null ? '' : `?id=${bid}&pageStatus=1`}`;
}

/** The signed link that turns `event` off for `userId` without signing in; masked in the outbox. */
export function unsubscribeLink(userId: number, event: MailEvent): string {
  const { key, publicUrl } = mailLinks();
  return secret(`${publicUrl}/unsubscribe?token=${signClaim(key, { purpose: 'unsubscribe', userId, event })}`);
}

/** One notice's mail to one recipient. */
export function noticeMail(to: Recipient, n: NoticeItem): OutboxRow {
  const what = noticeOf(n);
  const unsubscribe = unsubscribeLink(to.id, n.event);
  const link = recordLink(n.event, n.bid);
  return {
    to: to.email,
    subject: clip(both((l) => plain(textOf(msg('mailNotice.subject', { what }), l)), ' / ')),
    body: both(
      (l) =>
        plain(
          textOf(
            msg('mailNotice.body', { userName: to.nickName, what, link, event: eventName(n.event), unsubscribe }),
            l,
          ),
        ),
      '\n\n',
    ),
    nominationId: ABOUT_NOMINATION.has(n.event) ? n.bid : null,
  };
}

/**
 * A user's digest: their waiting notices grouped by event in the vocabulary's order, oldest first
 * in each, at most DIGEST_MAX_LINES lines in all (each group counts what it leaves out), and a link
 * to stop each event.
 */
export function digestMail(to: Recipient, items: readonly NoticeItem[], timeZone: string): OutboxRow {
  const groups = MAIL_EVENTS.map((event) => ({
    event,
    items: items.filter((i) => i.event === event).sort((a, b) => a.at.getTime() - b.at.getTime()),
  })).filter((g) => g.items.length);
  const render = (l: CatalogueLocale) => {
    const out = [textOf(msg('mailDigest.intro', { userName: to.nickName }), l)];
    let room = DIGEST_MAX_LINES;
    for (const g of groups) {
      out.push('', textOf(msg('mailDigest.group', { event: eventName(g.event), count: g.items.length }), l));
      const shown = g.items.slice(0, Math.max(room, 0));
      room -= shown.length;
      // A line is the notice's time and its text: layout, the same in both languages.
      for (const i of shown) out.push(`${formatTerminalDateTime(i.at, timeZone)}  ${plain(textOf(noticeOf(i), l))}`);
      if (shown.length < g.items.length)
        out.push(textOf(msg('mailDigest.more', { count: g.items.length - shown.length }), l));
    }
    out.push('', '--', textOf('mailDigest.outro', l));
    for (const g of groups)
      out.push(
        textOf(msg('mailDigest.stop', { event: eventName(g.event), unsubscribe: unsubscribeLink(to.id, g.event) }), l),
      );
    return out.join('\n');
  };
  return {
    to: to.email,
    subject: clip(both((l) => textOf(msg('mailDigest.subject', { count: items.length }), l), ' / ')),
    body: both(render, '\n\n========\n\n'),
    nominationId: null,
  };
}
