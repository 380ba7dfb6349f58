import { z } from 'zod';

/** Spec §9: page size 20 by default, options 10, 20, 30, 50 (100 allowed for exports). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const paged = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });
