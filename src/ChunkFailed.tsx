import type { ChunkTexts } from './i18n/chunkTexts';

/** Words for assistive technology only, as MUI's visually-hidden styles hide them. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Material's "refresh" icon, drawn here: this file uses no MUI, so the first script can show it. */
const REFRESH =
  'M17.65 6.35A7.958 7.958 0 0 0 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08A5.99 5.99 0 0 1 12 18c-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z';

/**
 * Said in place of a part of the app whose code did not load, with the one way out: a reload fetches
 * the current build afresh. Plain elements, so the first script can show it before MUI has loaded.
 * `compact`: in a small place (the bar, where the notification drawer sits), an icon button named
 * "Reload the page", the message said to a screen reader and shown as its tooltip (issue 35 #6).
 */
export function ChunkFailed({
  texts,
  reload = () => window.location.reload(),
  compact = false,
}: {
  texts: ChunkTexts;
  reload?: () => void;
  compact?: boolean;
}) {
  if (compact)
    return (
      <span style={{ display: 'inline-flex' }}>
        <span role="alert" style={hidden}>
          {texts.failed}
        </span>
        <button
          type="button"
          onClick={reload}
          aria-label={texts.reload}
          title={`${texts.failed} ${texts.reload}`}
          style={{
            display: 'inline-flex',
            padding: 8,
            border: 0,
            borderRadius: '50%',
            background: 'none',
            color: 'inherit',
            cursor: 'pointer',
          }}
        >
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <path fill="currentColor" d={REFRESH} />
          </svg>
        </button>
      </span>
    );
  return (
    <div role="alert" style={{ padding: 24, fontFamily: 'Roboto, Helvetica, Arial, sans-serif', lineHeight: 1.5 }}>
      <p style={{ margin: '0 0 16px' }}>{texts.failed}</p>
      <button type="button" onClick={reload} style={{ font: 'inherit', padding: '6px 16px', cursor: 'pointer' }}>
        {texts.reload}
      </button>
    </div>
  );
}
