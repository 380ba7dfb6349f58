/** Why a PDF is refused: it is active (a script, an action, a file), or the check cannot read it whole. */
export type PdfRefusal = { kind: 'active' | 'unreadable'; why: string };

/** Thrown wherever the check decides: the refusal stands, whatever is left to read. */
export class Refused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.why);
  }
}

/** The stream cannot be read whole: a filter not decoded here, bad data, a predictor not known. */
export class Unreadable extends Error {
  override name = 'Unreadable';
}

/** Decoding would pass the bytes the check allows itself: the file is refused, not passed. */
export class OverBudget extends Error {
  override name = 'OverBudget';
}
