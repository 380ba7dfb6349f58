import { tankFigures, type TankMeasure } from '../../contract/documents.js';
import { SAMPLING_TYPES } from '../../contract/enums.js';

/** Density at 15 °C by the start of a product's name: what the demo's surveyors measure. */
const DENSITY: [RegExp, number][] = [
  [/^Marine Gasoil/, 0.8452],
  [/^Very Low/, 0.9614],
  [/^High Sulphur/, 0.9855],
  [/^Gasoline/, 0.7421],
];
const densityOf = (product: string) => DENSITY.find(([re]) => re.test(product))?.[1] ?? 0.85;

/**
 * The demo's shore tanks' strapping: each is this tall, so a millimetre of ullage is its capacity
 * over this many millimetres of oil (a straight-sided tank).
 */
export const TANK_HEIGHT_MM = 20_000;

/** A shore tank of the terminal, as the nomination names it. */
export interface ShoreTank {
  id: number;
  number: string;
  capacity: number;
}

/**
 * A certificate of quantity's tank line as the live form makes it (QuantityTanks.tsx): the
 * nomination's shore tank, its ullage before and after the barge loaded from it (it rises as oil
 * leaves), the oil's temperature and density; the gross observed volume is what that ullage change
 * holds by the tank's strapping, so that the live arithmetic (contract/documents.ts `tankFigures`)
 * gives about `tonnes`.
 */
export function shoreTankLine(
  tonnes: number,
  product: string,
  tank: ShoreTank,
  next: () => number,
): TankMeasure & { tankId: number; tankName: string } {
  const density15 = densityOf(product);
  const temperatureC = Math.round((28 + next() * 5) * 10) / 10;
  const m3PerMm = tank.capacity / TANK_HEIGHT_MM;
  // Tonnes per observed cubic metre of this oil at this temperature, by the live arithmetic.
  const perM3 =
    tankFigures({ openingUllageMm: 0, closingUllageMm: 1, temperatureC, density15, grossObservedM3: 1000 })
      .metricTonnes / 1000;
  const ullageRise = Math.round(tonnes / perM3 / m3PerMm);
  const openingUllageMm = 1500 + Math.floor(next() * 3000);
  return {
    tankId: tank.id,
    tankName: tank.number,
    openingUllageMm,
    closingUllageMm: openingUllageMm + ullageRise,
    temperatureC,
    density15,
    grossObservedM3: Math.round(ullageRise * m3PerMm * 1000) / 1000,
  };
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * A certificate of quality's tests, within the product's specification limits (demo/quality.ts,
 * which also makes two of them off-spec): density, flash point, water and sulphur by the product's grade.
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
