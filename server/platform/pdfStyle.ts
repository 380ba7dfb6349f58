/** The portal's PDF pages: A4 in points, their margin, palette and the room kept at the foot. */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = '#1a1f29';
export const MUTED = '#6b7380';
export const BAND = '#0d3852';
export const RULE = '#dbe0e6';
export const WARN = '#b3331a';
/** Room kept at the foot of each page for the footer and the trial notice. */
export const FOOT = 64;
