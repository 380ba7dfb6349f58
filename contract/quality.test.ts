import { describe, expect, it } from 'vitest';
import { textOf } from './messages/index.js';
import './messages/catalogue.zh.js';
import {
  failingMessages,
  inLimitUnit,
  limitsOf,
  offSpecOf,
  temperaturesOf,
  testOf,
  type SpecLimit,
} from './quality.js';

describe('testOf: a certificate parameter to its vocabulary word', () => {
  it.each([
    ['Sulphur', 'sulphur'],
    ['Sulfur content', 'sulphur'],
    ['SULPHUR CONTENT (ISO 8754)', 'sulphur'],
    ['Density @15°C', 'density15'],
    ['Density at 15 °C', 'density15'],
    ['Flash point', 'flashPoint'],
    ['Flashpoint (PMCC)', 'flashPoint'],
    ['Water content', 'water'],
    ['Water', 'water'],
    ['Kinematic viscosity @50°C', 'viscosity50'],
    ['Viscosity at 50 °C', 'viscosity50'],
    ['Kinematic Viscosity @ 40°C', 'viscosity40'],
    ['Pour point', 'pourPoint'],
    ['Research octane number', 'ron'],
  ])('reads %j as %s', (parameter, test) => {
    expect(testOf(parameter)).toBe(test);
  });

  it.each(['Ash', 'Total sediment', 'Water and sediment', 'Mercaptan sulphur', 'Colour', ''])(
    'names no test for %j',
    (parameter) => {
      expect(testOf(parameter)).toBeNull();
    },
  );
});

describe('testOf: density and viscosity only at the temperature their limits are written for (review 34 #8)', () => {
  it.each([
    ['Density', 'density15'],
    ['Density at 15 °C (ISO 12185)', 'density15'],
    ['Density @ 15°C, kg/m³', 'density15'],
    ['Density 15.0 ℃ (ASTM D4052)', 'density15'],
    ['Density at 59 °F', 'density15'],
    ['Kinematic viscosity', 'viscosity50'],
    ['Kinematic viscosity at 122 °F (ISO 3104)', 'viscosity50'],
    ['Viscosity 40', 'viscosity40'],
  ])('reads %j as %s', (parameter, test) => {
    expect(testOf(parameter)).toBe(test);
  });

  it.each([
    'Density at 20 °C',
    'Density (20℃) GB/T 1884',
    'Density @ 60°F',
    'Kinematic Viscosity @ 100 °C',
    'Kinematic viscosity at 100°C (ISO 3104)',
    'Viscosity at 80 °C',
    'Density at 15 °C and 20 °C',
  ])('judges no test for %j', (parameter) => {
    expect(testOf(parameter)).toBeNull();
  });

  it('reads the temperatures a parameter names, not its standards or units', () => {
    expect(temperaturesOf('Density at 20 °C (GB/T 1884-2000), kg/m3')).toEqual([20]);
    expect(temperaturesOf('Density (ISO 3675/12185)')).toEqual([]);
    expect(temperaturesOf('Viscosity at 122 °F')).toEqual([50]);
  });

  it('raises no alarm for a GB/T density at 20 °C or a viscosity at 100 °C against the 15/50 °C limits', () => {
    const limits: SpecLimit[] = [
      { test: 'density15', min: 720, max: 775 },
      { test: 'viscosity50', min: null, max: 30 },
    ];
    const tests = [
      { parameter: 'Density at 20 °C', unit: 'kg/m³', result: 716.4 },
      { parameter: 'Kinematic Viscosity @ 100 °C', unit: 'mm²/s', result: 35 },
    ];
    expect(offSpecOf(tests, limits)).toEqual([]);
    // The same results named at 15 and 50 °C are judged.
    const named = offSpecOf(
      [
        { parameter: 'Density at 15 °C', unit: 'kg/m³', result: 716.4 },
        { parameter: 'Kinematic Viscosity @ 50 °C', unit: 'mm²/s', result: 35 },
      ],
      limits,
    );
    expect(named.map((f) => f.test)).toEqual(['density15', 'viscosity50']);
  });
});

describe('inLimitUnit: a result in the limit unit', () => {
  it('takes density in kg/l, g/ml or unitless below 10 as kg/m³', () => {
    expect(inLimitUnit('density15', 0.9614, 'kg/l')).toBeCloseTo(961.4);
    expect(inLimitUnit('density15', 0.9614, 'g/ml')).toBeCloseTo(961.4);
    expect(inLimitUnit('density15', 0.9614, null)).toBeCloseTo(961.4);
    expect(inLimitUnit('density15', 961.4, 'kg/m³')).toBe(961.4);
    expect(inLimitUnit('density15', 961.4, 'kg/m3')).toBe(961.4);
  });
  it('takes sulphur in mg/kg as % m/m, and flash point in °F as °C', () => {
    expect(inLimitUnit('sulphur', 1000, 'mg/kg')).toBe(0.1);
    expect(inLimitUnit('sulphur', 0.5, '% m/m')).toBe(0.5);
    expect(inLimitUnit('flashPoint', 140, '°F')).toBe(60);
    expect(inLimitUnit('viscosity50', 380, 'cSt')).toBe(380);
  });
  it('does not judge a unit it cannot read', () => {
    expect(inLimitUnit('sulphur', 0.5, 'furlongs')).toBeNull();
    expect(inLimitUnit('water', 0.5, '% m/m')).toBeNull();
  });
});

describe('offSpecOf', () => {
  const limits: SpecLimit[] = [
    { test: 'sulphur', min: null, max: 0.5 },
    { test: 'density15', min: null, max: 991 },
    { test: 'flashPoint', min: 60, max: null },
  ];

  it('names a result above max and one below min, in the certificate order', () => {
    const failing = offSpecOf(
      [
        { parameter: 'Flash point', unit: '°C', result: 58 },
        { parameter: 'Density @15°C', unit: 'kg/m³', result: 985 },
        { parameter: 'Sulfur content', unit: '% m/m', result: 0.62 },
      ],
      limits,
    );
    expect(failing).toEqual([
      { test: 'flashPoint', parameter: 'Flash point', result: 58, min: 60, max: null, unit: '°C' },
      { test: 'sulphur', parameter: 'Sulfur content', result: 0.62, min: null, max: 0.5, unit: '% m/m' },
    ]);
  });

  it('passes a result equal to a limit, and one just inside; fails one just past', () => {
    expect(offSpecOf([{ parameter: 'Sulphur', unit: '% m/m', result: 0.5 }], limits)).toEqual([]);
    expect(offSpecOf([{ parameter: 'Flash point', unit: '°C', result: 60 }], limits)).toEqual([]);
    expect(offSpecOf([{ parameter: 'Sulphur', unit: '% m/m', result: 0.5001 }], limits)).toHaveLength(1);
    expect(offSpecOf([{ parameter: 'Flash point', unit: '°C', result: 59.9 }], limits)).toHaveLength(1);
  });

  it('does not judge tests without a limit, unnamed parameters or unreadable units', () => {
    expect(
      offSpecOf(
        [
          { parameter: 'Water', unit: '% v/v', result: 9 },
          { parameter: 'Ash', unit: '% m/m', result: 9 },
          { parameter: 'Sulphur', unit: 'parts', result: 9 },
        ],
        limits,
      ),
    ).toEqual([]);
  });

  it('compares kg/l densities after conversion, without float noise', () => {
    expect(offSpecOf([{ parameter: 'Density', unit: 'kg/l', result: 0.991 }], limits)).toEqual([]);
    expect(offSpecOf([{ parameter: 'Density', unit: 'kg/l', result: 0.9911 }], limits)).toHaveLength(1);
  });
});

describe('limitsOf', () => {
  it('reads stored limits and skips what is not one', () => {
    expect(limitsOf([{ test: 'water', max: 0.5 }, { test: 'colour', max: 1 }, null, 'x'])).toEqual([
      { test: 'water', min: null, max: 0.5 },
    ]);
    expect(limitsOf(null)).toEqual([]);
  });
});

describe('failingMessages', () => {
  it('names each failing test in the reader language, above max or below min', () => {
    const [above, below] = failingMessages([
      { test: 'sulphur', parameter: 'Sulphur', result: 0.62, min: null, max: 0.5, unit: '% m/m' },
      { test: 'flashPoint', parameter: 'Flash point', result: 57, min: 60, max: null, unit: '°C' },
    ]);
    expect(textOf(above!, 'en')).toBe('Sulphur 0.62 % m/m above max 0.5');
    expect(textOf(below!, 'en')).toBe('Flash point 57 °C below min 60');
    expect(textOf(above!, 'zh')).toBe('硫含量 0.62 % m/m，高于上限 0.5');
  });
});
