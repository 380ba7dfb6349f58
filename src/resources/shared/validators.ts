import { isCountryCode, isValidImo, isValidLei, isValidUen } from '../../../contract/validators';

type Validator = ((value: unknown) => string | undefined) & { isRequired?: boolean };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Spec §5: blank counts as missing, with the spec's message. */
export const requiredField: Validator = Object.assign((v: unknown) => (blank(v) ? 'spec.requiredField' : undefined), {
  isRequired: true,
});

const rule =
  (ok: (text: string) => boolean, key: string): Validator =>
  (v) =>
    blank(v) || ok(String(v).trim()) ? undefined : `validation.${key}`;

export const imoValidator = rule(isValidImo, 'imo');
export const leiValidator = rule((t) => isValidLei(t.toUpperCase()), 'lei');
export const uenValidator = rule((t) => isValidUen(t.toUpperCase()), 'uen');
export const countryValidator = rule((t) => isCountryCode(t.toUpperCase()), 'country');
export const emailValidator = rule((t) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t), 'email');
export const urlValidator = rule((t) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(t), 'url');
export const positiveValidator: Validator = (v) => (blank(v) || Number(v) > 0 ? undefined : 'validation.positive');
