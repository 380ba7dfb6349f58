/** A duration in words (src/resources/shared/duration.ts): the one way the browser writes hours and minutes. */
export const durationEn = { hours: '%{hours} h', minutes: '%{minutes} min', both: '%{hours} h %{minutes} min' };
