import { z } from 'zod';
import { dayPeriod, isoDate } from './common.js';

/** The longest period an export covers: a year and a day. */
const EXPORT_MAX_DAYS = 366;

/** An export's period of terminal days, both included, and the language of its headers. */
export const excelExportQuery = dayPeriod(
  z.object({ from: isoDate, to: isoDate, lang: z.enum(['en', 'zh']).default('en') }).strict(),
  EXPORT_MAX_DAYS,
);
export type ExcelExportQuery = z.infer<typeof excelExportQuery>;
