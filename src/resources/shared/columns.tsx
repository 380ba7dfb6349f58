import type { ReactNode } from 'react';

/**
 * A short cell (a number, a status chip, a date) takes the width of its content and never wraps:
 * `width: 1%` asks the table for the least it can give, `nowrap` makes that least the content's
 * width. What is left goes to the names, which wrap only when they must (issue 35 #9: barge names
 * wrapped to three lines beside a half-empty status column).
 */
export const SHORT_CELL = { width: '1%', whiteSpace: 'nowrap' } as const;

/**
 * Datagrid columns that hold short things, by their source (react-admin names each cell
 * `column-<source>`). A list passes COLUMNS_SX to its Datagrid's sx.
 */
export const SHORT_COLUMNS = [
  'id',
  'number',
  'nominationId',
  'status',
  'sofProgress',
  'quantity',
  'nominatedQtyMax',
  'balanceInTank',
  'pendingRequests',
  'updatedAt',
  'createdAt',
  'eta',
  'expiresAt',
  'bargeReadinessTime',
  'estimatedBerthTime',
  'berthAssignedAt',
  'due',
  'waiting',
] as const;

export const COLUMNS_SX = {
  [SHORT_COLUMNS.map((c) => `& .column-${c}`).join(', ')]: SHORT_CELL,
} as const;

/**
 * A document's number ("CQ-2026-00161") on one line wherever it shows: a number broken at its
 * hyphen ("CQ-2026-" / "00161") reads as two (issue 35 #9). The text stays the plain number, so it
 * is copied and searched as typed.
 */
export function DocumentNumber({ children }: { children: ReactNode }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-document-number="">
      {children}
    </span>
  );
}
