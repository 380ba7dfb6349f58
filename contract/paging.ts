/**
 * Spec §9: page size 20 by default, options 10, 20, 30, 50 (100 allowed for exports). Apart from the
 * schemas (schemas/common.ts), so a list's pager does not load zod.
 */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
