import { ACCOUNT_CASES } from './writeCases.accounts.js';
import { MASTER_DATA_CASES } from './writeCases.masterData.js';
import { NOMINATION_CASES } from './writeCases.nominations.js';
import { OPERATION_CASES } from './writeCases.operations.js';
import { SOF_CASES } from './writeCases.sof.js';
import { CHECKLIST_CASES } from './writeCases.checklist.js';
import { LAYTIME_CASES } from './writeCases.laytime.js';
import { MONEY_CASES } from './writeCases.money.js';
import type { WriteCase } from './writeCaseKit.js';

export type { WriteContext } from './writeCaseKit.js';

/**
 * One successful call for every write route of the API, by key "METHOD /api/path", for
 * tests/api/write-audit.test.ts. A write route with no case here fails that test.
 */
export const WRITE_CASES: Record<string, WriteCase> = {
  ...MASTER_DATA_CASES,
  ...NOMINATION_CASES,
  ...OPERATION_CASES,
  ...ACCOUNT_CASES,
  ...SOF_CASES,
  ...CHECKLIST_CASES,
  ...LAYTIME_CASES,
  ...MONEY_CASES,
};
