import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { isoDate } from './common.js';

/** The longest period an export covers: a year and a day. */
export const EXPORT_MAX_DAYS = 366;

/** An export's period of terminal days, both included, and the language of its headers. */
export const excelExportQuery = z
  .object({ from: isoDate, to: isoDate, lang: z.enum(['en', 'zh']).default('en') })
  .strict()
  .refine((q) => q.from <= q.to, { message: messageKey('validation.dateOrder'), path: ['to'] })
  .refine((q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < EXPORT_MAX_DAYS, {
    message: messageKey('validation.periodTooLong'),
    path: ['from'],
  });
export type ExcelExportQuery = z.infer<typeof excelExportQuery>;
