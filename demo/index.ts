import type { Db } from '../server/db/client.js';
import { seedHistory } from './history.js';
import { seedVettingHistory } from './vetting/history.js';
import { seedPilotageHistory } from './pilotage.js';
import { seedBillingHistory } from './billing.js';
import { seedDocumentFacts } from './documents/facts.js';
import { seedPortCalls } from './portCall.js';
import { seedMailPreferences } from './mailPreferences.js';
import { seedLaytime } from './laytime.js';
import { seedQuality } from './quality.js';

export { DEMO_USERS, seedDemo } from './seed.js';

/**
 * The demo's story after its terminal and users (seed.ts), in the order `npm start` tells it:
 * nominations and their facts, vettings, pilotage, the documents' facts (their signed tonnes are
 * the actual quantities), the port calls' records (portCall.ts: statements of facts, checklists),
 * then billing, which charges both. Answers the number of nominations made (0 when the story was
 * already told). The documents' PDFs, the statements of facts' too, follow after start
 * (documents.history.render.ts): rendering them takes longer than a start should.
 */
export async function seedDemoHistory(db: Db, now: Date): Promise<number> {
  const history = await seedHistory(db, now);
  await seedVettingHistory(db, now);
  await seedPilotageHistory(db, now);
  await seedDocumentFacts(db, now);
  await seedQuality(db); // products' limits, two certificates of quality off-spec (issue 34)
  await seedPortCalls(db, now);
  await seedLaytime(db);
  await seedBillingHistory(db, now);
  // Last: the e-mails the story's notices gave, by the demo users' choices.
  await seedMailPreferences(db, now);
  return history;
}
