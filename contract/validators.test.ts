import { describe, expect, it } from 'vitest';
import { isTimeZone, isValidImo, isValidLei, isValidUen } from './validators';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('IMO numbers', () => {
  it.each(['9074729', '9176187', '9247455', '9321483'])('accepts %s, whose check digit is right', (imo) => {
    expect(isValidImo(imo)).toBe(true);
  });
  it.each(['9074728', '907472', '90747290', 'A074729', ''])('refuses %s', (imo) => {
    expect(isValidImo(imo)).toBe(false);
  });
});

describe('LEI codes (ISO 17442)', () => {
  // Published LEIs: the GLEIF itself and a bank.
  it.each(['506700GE1G29325QX363', '7LTWFZYICNSX8D621K86'])('accepts %s', (lei) => {
    expect(isValidLei(lei)).toBe(true);
  });
  it.each(['506700GE1G29325QX364', '506700GE1G29325QX36', '506700ge1g29325qx363', '5067 0GE1G29325QX363'])(
    'refuses %s',
    (lei) => {
      expect(isValidLei(lei)).toBe(false);
    },
  );
});

describe('Singapore UEN', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it.each(['53123456A', '201912345K', 'T09LL0001B', 'S99FC1234C'])('accepts %s', (uen) => {
    expect(isValidUen(uen, now)).toBe(true);
  });
  it.each(['5312345A', '209912345K', 'T99LL0001B', 't09LL0001B', 'T09L10001B', '201912345'])('refuses %s', (uen) => {
    expect(isValidUen(uen, now)).toBe(false);
  });
});

describe('countries and time zones', () => {
  it('knows the ISO 3166 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(isCountryCode('SG')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
  it('knows IANA zones', () => {
    expect(isTimeZone('Asia/Singapore')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
