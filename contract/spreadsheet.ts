/**
 * Text a spreadsheet would take for a formula: OWASP's CSV-injection list, a leading =, +, -, @,
 * tab or carriage return. A plain signed number ("-12.5") is left alone: it is read as a number,
 * never run. Excel keeps a text cell as text until someone edits it; then "=HYPERLINK(…)" would
 * come alive, so such text leaves with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** The text as a spreadsheet cell may hold it: an apostrophe before anything that looks like a formula. */
export function spreadsheetText(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
