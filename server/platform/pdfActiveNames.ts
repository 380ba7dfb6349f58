/**
 * What makes a PDF active: scripts, actions run on opening or on events, launching programs,
 * embedded files and rich media, forms that carry scripts. A terminal's certificates need none.
 */
const ACTIVE_PDF_NAMES = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  // A file attached to an annotation or a file specification needs neither name above.
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
];
const ANY_ACTIVE = new RegExp(`/(?:${ACTIVE_PDF_NAMES.join('|')})(?![A-Za-z0-9])`);
const EACH_ACTIVE = ACTIVE_PDF_NAMES.map((name) => ({ name, re: new RegExp(`/${name}(?![A-Za-z0-9])`) }));
/** Markup that makes a file readable as a web page too (a polyglot). */
export const MARKUP = /<\s*(script|html|iframe|body|svg|object|embed)\b/i;

/** A PDF name with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
export const unescapeNames = (text: string) =>
  text.includes('#')
    ? text.replace(/\/[^\s/<>[\]()%{}]*#[0-9a-fA-F]{2}[^\s/<>[\]()%{}]*/g, (name) =>
        name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
    : text;

/**
 * The active name a text holds (the first of the list), or null; an /OpenAction alone is handed
 * to `openAction` with where its value starts, to be judged once every object is known.
 */
export function activeName(text: string, openAction: (text: string, at: number) => void): string | null {
  const names = unescapeNames(text);
  if (!ANY_ACTIVE.test(names)) return null;
  const found = EACH_ACTIVE.find(({ name, re }) => name !== 'OpenAction' && re.test(names));
  if (found) return found.name;
  const each = /\/OpenAction(?![A-Za-z0-9])/g;
  for (let m = each.exec(names); m; m = each.exec(names)) openAction(names, m.index + m[0].length);
  return null;
}
