import type { FastifyInstance } from 'fastify';
import { terminalDay } from '../../../contract/datetime.js';
import { msg, textOf } from '../../../contract/messages/index.js';
import { EXPIRY_WARNING_DAYS, LOG_EXPIRED, VS } from '../../../contract/vetting.js';
import { processSettings } from '../settings/settings.service.js';
import { writeVettingLog } from './shipVettings.log.repository.js';
import { vettingNotice } from './shipVettings.notify.js';
import {
  auditExpiry,
  dueExpiries,
  expireVetting,
  markWarned,
  tryExpiryLock,
  unwarnedExpiring,
} from './shipVettings.expiry.repository.js';
import { DAY } from '../../../contract/time.js';
import { registerMinuteJob } from '../../platform/minuteJob.js';

/**
 * DECISIONS.md §5: an acceptance expires 12 months after it was given (log 11), and the customer is
 * warned 30 days before, once. Every API process runs this; an advisory lock lets one at a time do
 * the work, and each step is conditional on the row's state, so a second run changes nothing.
 */
export async function runVettingExpiry(app: FastifyInstance): Promise<{ expired: number; warned: number }> {
  const settings = await processSettings(app);
  return app.db.transaction(async (tx) => {
    if (!(await tryExpiryLock(tx))) return { expired: 0, warned: 0 };
    const now = app.clock();
    const due = await dueExpiries(tx, now);
    for (const v of due) {
      await expireVetting(tx, v.id, now);
      await writeVettingLog(tx, {
        vettingId: v.id,
        action: LOG_EXPIRED,
        fromStatus: VS.ACCEPTED,
        toStatus: VS.EXPIRED,
        detail: textOf(msg('vettingLog.expired')),
        userId: null,
        at: now,
      });
      await auditExpiry(tx, v.id, now);
      const notice = msg('vettingNotices.moved', { id: v.id, ship: v.ship, status: { key: 'vettingStatuses.9' } });
      await vettingNotice(tx, { ...v, status: VS.EXPIRED }, notice, null, now);
    }
    const warnBefore = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY);
    const soon = await unwarnedExpiring(tx, warnBefore);
    for (const v of soon) {
      await markWarned(tx, v.id, now);
      const day = terminalDay(v.expiresAt!, settings.timeZone);
      const notice = msg('vettingNotices.expiring', { id: v.id, ship: v.ship, day });
      await vettingNotice(tx, { ...v, status: VS.ACCEPTED }, notice, null, now, 'customer');
    }
    if (due.length) app.auditSealer.soon();
    return { expired: due.length, warned: soon.length };
  });
}

/** Runs the expiry once a minute in this process. */
export function registerVettingExpiry(app: FastifyInstance): void {
  registerMinuteJob(app, 'ship vetting expiry', () => runVettingExpiry(app));
}
