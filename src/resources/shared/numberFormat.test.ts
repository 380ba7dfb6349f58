import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');

/** Every screen's source file under src/resources, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * Numbers formatted by hand, each counted where it is allowed, with why. Anything else goes
 * through shared/format.ts, so a quantity reads 2,759.124 t on every screen (issue 35 #9).
 */
const BY_HAND = /\.toFixed\(|\.toLocaleString\(|new Intl\.NumberFormat\(/g;
const ALLOWED: Record<string, number> = {
  // The one place the formats are made.
  'shared/format.ts': 2,
  // Unit prices to 2–4 decimals, a money format of their own.
  'billing/unitPrice.ts': 1,
  // A limit shown to as many decimals as the result it is compared with.
  'quality/OffSpecAlert.tsx': 1,
  // An input's starting value, which must parse back as a number (no separators).
  'invoices/InvoiceDialog.tsx': 1,
  // Seconds in a message, megabytes received, a duty in hours, a percentage: not quantities.
  'laytime/LaytimeSettings.tsx': 1,
  'excel/ExcelExport.tsx': 1,
  'pilotage/ProposalDialog.tsx': 1,
  'dashboard/CustomerFigures.tsx': 2,
  // The dashboard's figure counts (its tonnes come through formatNumber).
  'dashboard/Figures.tsx': 1,
  // A volume correction factor, always to 5 decimals as the tables print it.
  'documents/QuantityTanks.tsx': 1,
};

/** react-admin's NumberField formats in the browser's locale, without the unit: not for quantities. */
const QUANTITY_NUMBER_FIELD = /<NumberField\s+source="(quantity|actualQuantity|nominatedQtyMax|balanceInTank|tonnes)"/;

describe('one number format on every screen', () => {
  const files = sources(ROOT).map((path) => ({ name: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

  it('formats numbers by hand only where the table above allows it', () => {
    const found = files
      .map((f) => ({ name: f.name, n: f.text.match(BY_HAND)?.length ?? 0 }))
      .filter(({ n }) => n !== 0);
    // More than allowed is a list formatting by hand: use formatNumber or useFormatQuantity.
    for (const { name, n } of found) expect({ name, n }).toEqual({ name, n: Math.min(n, ALLOWED[name] ?? 0) });
  });

  it('shows no quantity through a bare NumberField', () => {
    expect(files.filter((f) => QUANTITY_NUMBER_FIELD.test(f.text)).map((f) => f.name)).toEqual([]);
  });
});
