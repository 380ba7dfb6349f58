import { logOnly } from '../../logOnly';

/** Spec §4: a notice whose action mentions Ship Vetting is about a vetting. */
export const isVettingNotice = (action: string) => /Ship Vetting/i.test(action);

/** Spec §4: an action mentioning Ship Vetting opens that screen, anything else the barging screen. */
export function routeFor(notice: { action: string; bid: number | null }): string {
  const screen = isVettingNotice(notice.action) ? '/ship-vetting/index' : '/barging/index';
  return notice.bid === null ? screen : `${screen}?id=${notice.bid}&pageStatus=1`;
}

/** The action text "test" is the test notice (spec §4). */
export const isTestNotice = (action: string) => action.trim().toLowerCase() === 'test';

/** A short two-tone chime; a browser that blocks audio before any click simply stays silent. */
export function chime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.5);
    gain.connect(ctx.destination);
    [880, 1320].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = hz;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + 0.5);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch (e) {
    logOnly('notification sound', e);
  }
}
