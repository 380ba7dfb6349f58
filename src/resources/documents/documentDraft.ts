import type { DocumentType } from '../../../contract/documents';
import {
  billOfLadingContent,
  qualityContent,
  quantityContent,
  type DocumentRecord,
} from '../../../contract/schemas/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { TANK_FIELDS, emptyTank, num, type Row } from './QuantityTanks';

const TEST_FIELDS = ['min', 'max', 'result'] as const;
export const emptyTest = (): Row => ({ parameter: '', method: '', unit: '', min: '', max: '', result: '' });
export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** What the form holds for one document, as typed (strings), and the content the API takes. */
export interface Draft {
  language: 'en' | 'zh';
  tanks: Row[];
  samplingType: string;
  tests: Row[];
  bill: Row;
  remarks: string;
}

/** Where the typed content has a problem ("tanks.0.density15") and the catalogue key that says it. */
export type Problem = { path: string; key: string };

export function draftOf(doc: DocumentRecord | undefined, n: NominationRecord | undefined, locale: string): Draft {
  const c = (doc?.content ?? {}) as Record<string, unknown>;
  const rows = (v: unknown) =>
    Array.isArray(v) ? v.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, x]) => [k, text(x)]))) : [];
  return {
    // A new document is printed in the language its maker works in, until they choose otherwise.
    language: doc?.language ?? (locale === 'zh' ? 'zh' : 'en'),
    tanks: rows(c.tanks).length ? rows(c.tanks) : [emptyTank(n)],
    samplingType: text(c.samplingType) || 'Running',
    tests: rows(c.tests).length ? rows(c.tests) : [emptyTest()],
    bill: {
      shipper: text(c.shipper) || (n?.companyName ?? ''),
      consignee: text(c.consignee),
      notifyParty: text(c.notifyParty),
      portOfLoading: text(c.portOfLoading) || 'Singapore',
      portOfDischarge: text(c.portOfDischarge),
      originals: text(c.originals) || '3',
    },
    remarks: text(c.remarks),
  };
}

export function contentOf(type: DocumentType, d: Draft): unknown {
  const remarks = d.remarks.trim() || null;
  if (type === 'quantity')
    return {
      tanks: d.tanks.map((t) => ({
        tankId: num(t.tankId),
        tankName: t.tankName,
        ...Object.fromEntries(TANK_FIELDS.map((f) => [f, num(t[f])])),
      })),
      remarks,
    };
  if (type === 'quality')
    return {
      samplingType: d.samplingType,
      tests: d.tests.map((t) => ({
        parameter: t.parameter,
        method: t.method,
        unit: t.unit || null,
        ...Object.fromEntries(TEST_FIELDS.map((f) => [f, num(t[f])])),
      })),
      remarks,
    };
  return { ...d.bill, notifyParty: d.bill.notifyParty || null, originals: num(d.bill.originals), remarks };
}

const SCHEMAS = { quantity: quantityContent, quality: qualityContent, billOfLading: billOfLadingContent } as const;

/** The first problem of the content and where it is, checked by the contract's own schema. */
export function problemOf(type: DocumentType, content: unknown): Problem | null {
  // No form makes a statement of facts (DocumentForm): nothing of it to check here.
  if (type === 'statementOfFacts') return null;
  const parsed = SCHEMAS[type].safeParse(content);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), key: issue.message };
}
