/**
 * What the app says when a part of its code did not load (spec §8: after 120 s). Kept apart from the
 * catalogues so that the first script can say it too, before any catalogue has loaded; the shell's
 * catalogues hold the same texts as `berth.chunk.*`.
 */
export const chunkEn = {
  failed: 'Part of the portal did not load: the connection may be slow, or the portal has just been updated.',
  reload: 'Reload the page',
};
export const chunkZh: typeof chunkEn = {
  failed: '门户的部分内容未能加载：网络可能较慢，或门户刚刚更新。',
  reload: '重新加载页面',
};
export type ChunkTexts = typeof chunkEn;

/** The texts in the stored language (react-admin's store keeps it under this key, JSON-encoded; see light.ts). */
export function bootChunkTexts(): ChunkTexts {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? '"en"') === 'zh' ? chunkZh : chunkEn;
  } catch {
    return chunkEn;
  }
}
