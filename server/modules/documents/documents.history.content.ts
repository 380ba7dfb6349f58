import { SAMPLING_TYPES } from '../../../contract/enums.js';

/** A demo document is made this long before it is sent for signing. */
export const SENT_AFTER = 30 * 60_000;

/** Density at 15 °C by the start of a product's name: what the demo's surveyors measure. */
const DENSITY: [RegExp, number][] = [
  [/^Marine Gasoil/, 0.8452],
  [/^Very Low/, 0.9614],
  [/^Gasoline/, 0.7421],
];
const densityOf = (product: string) => DENSITY.find(([re]) => re.test(product))?.[1] ?? 0.85;

/** A certificate's tanks measured so that their tonnes come to about `tonnes`. */
export function tanksFor(tonnes: number, product: string, next: () => number) {
  const density = densityOf(product);
  const count = 2 + Math.floor(next() * 3);
  const temperatureC = Math.round((28 + next() * 5) * 10) / 10;
  // The volume at the observed temperature that gives the tonnes (VCF about 0.988 at 30 °C for these products).
  const gov = tonnes / ((density - 0.0011) * 0.988);
  return Array.from({ length: count }, (_, i) => ({
    tankId: null,
    tankName: `${Math.floor(i / 2) + 1}${i % 2 ? 'S' : 'P'}`,
    openingUllageMm: 8600 + Math.floor(next() * 900),
    closingUllageMm: 900 + Math.floor(next() * 600),
    temperatureC,
    density15: density,
    grossObservedM3: Math.round((gov / count) * 1000) / 1000,
  }));
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * A certificate of quality's tests, within specification (off-spec results are a later issue,
 * DECISIONS.md §10–11): density, flash point, water and sulphur by the product's grade.
 */
export function qualityTests(product: string, next: () => number) {
  const density = densityOf(product);
  const gasoline = /^Gasoline/.test(product);
  const sulphurMax = /^Marine Gasoil/.test(product) ? 0.1 : /^Very Low/.test(product) ? 0.5 : gasoline ? 0.001 : 3.5;
  const samplingType = SAMPLING_TYPES[Math.floor(next() * SAMPLING_TYPES.length)]!;
  return {
    samplingType,
    tests: [
      {
        parameter: 'Density at 15 °C',
        method: 'ISO 12185',
        unit: 'kg/m³',
        min: null,
        max: gasoline ? 775 : 991,
        result: round(density * 1000 + (next() - 0.5) * 2, 1),
      },
      gasoline
        ? {
            parameter: 'Research octane number',
            method: 'ASTM D2699',
            unit: null,
            min: 95,
            max: null,
            result: round(95.2 + next() * 0.8, 1),
          }
        : {
            parameter: 'Flash point',
            method: 'ISO 2719',
            unit: '°C',
            min: 60,
            max: null,
            result: round(64 + next() * 30, 0),
          },
      { parameter: 'Water', method: 'ISO 3733', unit: '% V/V', min: null, max: 0.5, result: round(next() * 0.2, 2) },
      {
        parameter: 'Sulphur',
        method: 'ISO 8754',
        unit: '% m/m',
        min: null,
        max: sulphurMax,
        result: round(sulphurMax * (0.55 + next() * 0.4), 4),
      },
    ],
    remarks: null,
  };
}
