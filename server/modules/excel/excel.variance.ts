import type { Readable } from 'node:stream';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { Db } from '../../db/client.js';
import { xlsxStream } from './excel.xlsxStream.js';
import { varianceGroups, varianceRows } from './excel.variance.repository.js';
import { terminalWallClock } from '../../../contract/datetime.js';
import { HOUR } from '../../../contract/time.js';

const percentOf = (quantity: number, actual: number) => Math.round(((actual - quantity) / quantity) * 100_000) / 1000;

/**
 * Whole minutes as hours to the hundredth, like the sheet's other hours; empty without a laytime.
 * Half up, and never a tie to break: a whole number of minutes is never an odd half hundredth.
 */
const hoursOf = (minutes: number | null) => (minutes === null ? null : Math.round((minutes * 100) / 60) / 100);

/**
 * Hours from one actual time to the next, to the hundredth, as values like the sheet's other
 * figures (DECISIONS §10: waiting is arrival or NOR to all fast, alongside all fast to cast off);
 * empty until both are recorded.
 */
const hoursBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round((to.getTime() - from.getTime()) / (HOUR / 100)) / 100 : null;

/**
 * DECISIONS.md §7's variance report: every completed nomination of the period with nominated,
 * actual, variance and whether it is beyond the threshold, then a summary per customer and product.
 * Written as it is read (excel.xlsxStream.ts): 100k rows never sit in memory.
 */
export function varianceWorkbook(
  db: Db,
  p: { start: Date; end: Date; lang: CatalogueLocale; timeZone: string; threshold: number },
): Readable {
  const texts = CATALOGUES[p.lang].excel.variance;
  const t = (key: keyof typeof texts) => texts[key];
  const local = (at: Date) => terminalWallClock(at, p.timeZone);
  return xlsxStream(async (book) => {
    const sheet = await book.sheet(t('sheet'), [
      { header: t('nomination'), width: 12 },
      { header: t('completed'), width: 18, format: 'date' },
      { header: t('customer'), width: 34 },
      { header: t('barge'), width: 20 },
      { header: t('product'), width: 40 },
      { header: t('nominated'), width: 15, format: 'tonnes' },
      { header: t('actual'), width: 15, format: 'tonnes' },
      { header: t('variance'), width: 14, format: 'tonnes' },
      { header: t('variancePercent'), width: 13, format: 'decimal3' },
      { header: t('high'), width: 16 },
      { header: t('justification'), width: 50 },
      // The call's actual times from its statement of facts, and the hours they make (issue 33).
      { header: t('arrived'), width: 18, format: 'date' },
      { header: t('allFast'), width: 18, format: 'date' },
      { header: t('commenced'), width: 18, format: 'date' },
      { header: t('completedPumping'), width: 18, format: 'date' },
      { header: t('castOff'), width: 18, format: 'date' },
      { header: t('waitingHours'), width: 13, format: 'decimal2' },
      { header: t('alongsideHours'), width: 14, format: 'decimal2' },
      // The latest laytime version (issue 34): hours to 2 decimals, as the hours before them.
      { header: t('laytimeAllowed'), width: 14, format: 'decimal2' },
      { header: t('laytimeUsed'), width: 14, format: 'decimal2' },
      { header: t('laytimeOver'), width: 14, format: 'decimal2' },
      { header: t('laytimeSaved'), width: 14, format: 'decimal2' },
      { header: t('terminalDelay'), width: 16, format: 'decimal2' },
    ]);
    for await (const batch of varianceRows(db, p.start, p.end)) {
      for (const r of batch) {
        const percent = percentOf(r.quantity, r.actual);
        const open = await sheet.add([
          r.id,
          local(r.completedAt),
          r.company,
          r.barge,
          r.product,
          r.quantity,
          r.actual,
          Math.round((r.actual - r.quantity) * 1000) / 1000,
          percent,
          Math.abs(percent) > p.threshold ? t('yes') : t('no'),
          r.justification ?? '',
          r.arrived && local(r.arrived),
          r.allFast && local(r.allFast),
          r.commenced && local(r.commenced),
          r.completedPumping && local(r.completedPumping),
          r.castOff && local(r.castOff),
          hoursBetween(r.arrived, r.allFast),
          hoursBetween(r.allFast, r.castOff),
          hoursOf(r.allowedMinutes),
          hoursOf(r.usedMinutes),
          hoursOf(r.overMinutes),
          hoursOf(r.savedMinutes),
          hoursOf(r.terminalDelayMinutes),
        ]);
        // The reader went away (a closed tab): nothing more to write.
        if (!open) return;
      }
    }
    await sheet.end();
    const summary = await book.sheet(t('summary'), [
      { header: t('customer'), width: 34 },
      { header: t('product'), width: 40 },
      { header: t('nominations'), width: 13 },
      { header: t('nominated'), width: 16, format: 'tonnes' },
      { header: t('actual'), width: 16, format: 'tonnes' },
      { header: t('variance'), width: 14, format: 'tonnes' },
      { header: t('variancePercent'), width: 13, format: 'decimal3' },
      { header: t('highCount'), width: 16 },
    ]);
    const groups = await varianceGroups(db, p.start, p.end, p.threshold);
    const total = { count: 0, quantity: 0, actual: 0, high: 0 };
    const round3 = (v: number) => Math.round(v * 1000) / 1000;
    for (const g of groups) {
      await summary.add([
        g.company,
        g.product,
        g.count,
        g.quantity,
        g.actual,
        round3(g.actual - g.quantity),
        percentOf(g.quantity, g.actual),
        g.high,
      ]);
      total.count += g.count;
      total.quantity += g.quantity;
      total.actual += g.actual;
      total.high += g.high;
    }
    await summary.add(
      [
        t('total'),
        null,
        total.count,
        round3(total.quantity),
        round3(total.actual),
        round3(total.actual - total.quantity),
        total.quantity ? percentOf(total.quantity, total.actual) : 0,
        total.high,
      ],
      { bold: true },
    );
    await summary.end();
  });
}
