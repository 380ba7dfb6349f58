/** Laytime (DECISIONS.md §11): a call's result and its versions; the recompute job. */
import { def } from './def.js';
import { idParam } from '../schemas/common.js';
import { laytimeRecomputed, laytimeRecord } from '../schemas/laytime.js';

export const LAYTIME_API = {
  laytime: def('laytime', {
    summary:
      "A completed call's laytime: allowed, used, time saved or over, the terminal's delay and the SoF lines behind each, with every version; null with the reason while it cannot be computed",
    params: idParam,
    response: laytimeRecord,
  }),
  recomputeLaytime: def('recomputeLaytime', {
    summary:
      'Recompute every completed call from its SoF and the settings now (in a worker thread); a new version only where something changed',
    response: laytimeRecomputed,
  }),
};
