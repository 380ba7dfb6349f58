/**
 * Product specification limits and the off-spec rule (DECISIONS.md §11, issue 34): one vocabulary of
 * tests, the names surveyors write for them on a certificate of quality, and the pure comparison the
 * server runs at signing (and the demo runs when it seeds). Imports neither React nor Node.
 */
import { msg, type CatalogueMessage } from './messages/index.js';

/** The tests a product's limits name; each has one unit the limits are written in. */
export const QUALITY_TESTS = [
  'sulphur',
  'density15',
  'flashPoint',
  'water',
  'viscosity50',
  'viscosity40',
  'pourPoint',
  'ron',
] as const;
export type QualityTest = (typeof QUALITY_TESTS)[number];

/** The unit a limit of each test is written in (the certificate's result is converted to it first). */
export const TEST_UNITS: Record<QualityTest, string> = {
  sulphur: '% m/m',
  density15: 'kg/m³',
  flashPoint: '°C',
  water: '% v/v',
  viscosity50: 'mm²/s',
  viscosity40: 'mm²/s',
  pourPoint: '°C',
  ron: '',
};

/** One limit of a product: at least one of min and max, min ≤ max (contract/schemas/products.ts checks). */
export interface SpecLimit {
  test: QualityTest;
  min: number | null;
  max: number | null;
}

/** A test line of a certificate of quality, as saved (contract/schemas/documents.ts qualityContent). */
export interface QualityTestLine {
  parameter: string;
  unit?: string | null;
  result: number;
}

/** A failing test as stored on the certificate (`documents.off_spec`) and shown on the nomination. */
export interface OffSpecTest {
  test: QualityTest;
  /** The parameter as the surveyor wrote it. */
  parameter: string;
  /** The result in the limit's unit. */
  result: number;
  min: number | null;
  max: number | null;
  unit: string;
}

/** Lower case, accents and punctuation folded to spaces: "Density @15°C" → "density 15 c". */
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * How surveyors name each test, tried in this order on the folded parameter (first match wins).
 * Density and viscosity are measured at a temperature; which one is read from the name afterwards
 * (`atTemperature`), so one word serves 15 °C density and 40/50 °C viscosity.
 */
const ALIASES: [QualityTest, RegExp][] = [
  ['sulphur', /\b(sulphur|sulfur)\b|\bs content\b/],
  ['density15', /\bdensity\b/],
  ['flashPoint', /\bflash ?point\b|\bflash\b/],
  ['water', /\bwater\b|\bh2o\b/],
  ['viscosity50', /\b(viscosity|visc)\b/],
  ['pourPoint', /\bpour ?point\b/],
  ['ron', /\bresearch octane\b|\bron\b/],
];

/** A method standard named in a parameter ("ISO 12185", "GB/T 1884-2000", "ASTM D445"): its numbers are no temperature. */
const STANDARD =
  /\b(?:iso|astm|ip|en|din|jis|gb\s*\/\s*t|gb|sh\s*\/\s*t|nb\s*\/\s*sh\s*\/\s*t)\s*[a-z]?\s*\d+(?:\s*[-:./]\s*\d+)*/g;
/** A number standing alone (not "m3", "mm2", "D4052"), with its °F when it says so. */
const NUMBER = /(?<![a-z\d.,])(\d+(?:[.,]\d+)?)(?![\d])\s*(?:°|º|˚|deg(?:rees?)?\.?)?\s*(f\b)?/g;

/**
 * The temperatures a parameter names, in °C ("Density @15°C" → [15], "Density at 20 ℃ (GB/T 1884)"
 * → [20], "Kinematic viscosity at 122 °F" → [50]); its standards' numbers are not counted.
 */
export function temperaturesOf(parameter: string): number[] {
  const text = parameter.toLowerCase().normalize('NFKD').replace(STANDARD, ' ');
  return [...text.matchAll(NUMBER)].map(([, n, f]) => {
    const v = Number(n!.replace(',', '.'));
    return f ? Math.round((((v - 32) * 5) / 9) * 10) / 10 : v;
  });
}

/**
 * A density is a 15 °C density only when it names 15 °C or no temperature, a viscosity a 50 (or 40)
 * °C one only when it names 50 (or 40) or none (50 by default, as fuel oils are quoted). Any other
 * temperature (GB/T's density at 20 °C, viscosity at 100 °C) is another measure: not judged (null),
 * as comparing it with the 15/50 °C limit would raise a false alarm.
 */
function atTemperature(test: QualityTest, parameter: string): QualityTest | null {
  if (test !== 'density15' && test !== 'viscosity50') return test;
  const temps = new Set(temperaturesOf(parameter));
  if (temps.size === 0) return test;
  if (temps.size > 1) return null;
  const [t] = temps;
  if (test === 'density15') return t === 15 ? test : null;
  return t === 50 ? 'viscosity50' : t === 40 ? 'viscosity40' : null;
}

/** The vocabulary word a certificate's free-text parameter stands for, or null when it names none. */
export function testOf(parameter: string): QualityTest | null {
  const p = fold(parameter);
  // "Water and sediment", "Sulphur (mercaptan)" are other tests; a name that says both is not guessed.
  if (/\bsediment\b|\bmercaptan\b/.test(p)) return null;
  const test = ALIASES.find(([, re]) => re.test(p))?.[0];
  return test ? atTemperature(test, parameter) : null;
}

/**
 * A result converted to the limit's unit, or null when its unit is one we cannot read (such a
 * result is not judged: a wrong conversion would raise a false alarm). An absent unit is taken as
 * the limit's own, except a density below 10, which can only be kg/l.
 */
export function inLimitUnit(test: QualityTest, result: number, unit: string | null | undefined): number | null {
  const u = fold(unit ?? '');
  const known = (re: RegExp) => u === '' || re.test(u);
  switch (test) {
    case 'density15':
      if (/^(kg l|g ml|g cm3|kg dm3)$/.test(u) || (u === '' && result < 10)) return result * 1000;
      return known(/^kg m3$/) ? result : null;
    case 'sulphur':
      if (/^(mg kg|ppm|ppm m m|ppm wt)$/.test(u)) return result / 10_000;
      return known(/^(m m|mass|wt|w w)$/) ? result : null;
    case 'water':
      return known(/^(v v|vol|volume)$/) ? result : null;
    case 'flashPoint':
    case 'pourPoint':
      if (/^(f|deg f)$/.test(u)) return ((result - 32) * 5) / 9;
      return known(/^(c|deg c)$/) ? result : null;
    case 'viscosity40':
    case 'viscosity50':
      return known(/^(mm2 s|cst)$/) ? result : null;
    case 'ron':
      return u === '' ? result : null;
  }
}

/** Compares limits and results on the limit's own decimals, so 0.1 read from "0.10" is not above max 0.1. */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The certificate's results outside the product's limits, in the certificate's order. A test is
 * matched to a limit by its vocabulary word; results the limits say nothing of, and results in a unit
 * we cannot read, pass unjudged. Equal to a limit is within it.
 */
export function offSpecOf(tests: readonly QualityTestLine[], limits: readonly SpecLimit[]): OffSpecTest[] {
  const byTest = new Map(limits.map((l) => [l.test, l]));
  const failing: OffSpecTest[] = [];
  for (const line of tests) {
    const test = testOf(line.parameter);
    const limit = test && byTest.get(test);
    if (!test || !limit) continue;
    const value = inLimitUnit(test, line.result, line.unit);
    if (value === null) continue;
    const result = round6(value);
    if ((limit.min !== null && result < limit.min) || (limit.max !== null && result > limit.max))
      failing.push({ test, parameter: line.parameter, result, min: limit.min, max: limit.max, unit: TEST_UNITS[test] });
  }
  return failing;
}

/** Reads a stored `spec_limits` value (jsonb) as limits, skipping anything that is not one. */
export function limitsOf(stored: unknown): SpecLimit[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((l: unknown) => {
    if (!l || typeof l !== 'object') return [];
    const { test, min, max } = l as Record<string, unknown>;
    if (!(QUALITY_TESTS as readonly unknown[]).includes(test)) return [];
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return [{ test: test as QualityTest, min: num(min), max: num(max) }];
  });
}

/** Each failing test as a message ("Sulphur 0.62 % m/m above max 0.5"), named in the reader's language. */
export function failingMessages(failing: readonly OffSpecTest[]): CatalogueMessage[] {
  return failing.map((f) => {
    const above = f.max !== null && f.result > f.max;
    return msg(above ? 'qualityFailing.aboveMax' : 'qualityFailing.belowMin', {
      test: { key: `qualityTests.${f.test}` },
      result: f.result,
      unit: f.unit,
      limit: (above ? f.max : f.min) ?? '',
    });
  });
}
