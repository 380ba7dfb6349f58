import type { ChunkTexts } from './i18n/chunkTexts';

/**
 * Said in place of a part of the app whose code did not load, with the one way out: a reload fetches
 * the current build afresh. Plain elements, so the first script can show it before MUI has loaded.
 */
export function ChunkFailed({
  texts,
  reload = () => window.location.reload(),
}: {
  texts: ChunkTexts;
  reload?: () => void;
}) {
  return (
    <div role="alert" style={{ padding: 24, fontFamily: 'Roboto, Helvetica, Arial, sans-serif', lineHeight: 1.5 }}>
      <p style={{ margin: '0 0 16px' }}>{texts.failed}</p>
      <button type="button" onClick={reload} style={{ font: 'inherit', padding: '6px 16px', cursor: 'pointer' }}>
        {texts.reload}
      </button>
    </div>
  );
}
