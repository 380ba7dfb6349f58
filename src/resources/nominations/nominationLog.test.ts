import { describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/messages/render';
import { MESSAGES_EN } from '../../../contract/messages';
import { i18nProvider } from '../../i18n';
import { messageText } from '../../i18n/messages';

type LogKey =
  Exclude<keyof typeof MESSAGES_EN.nominationLog, 'files'> | `files.${keyof typeof MESSAGES_EN.nominationLog.files}`;

const field = (name: string): Message => ({ key: `nominationFields.${name}` });
const type = (name: string): Message => ({ key: `requestTypes.${name}` });

/** One detail of each kind as the server stores it; names, numbers and instants stay as they are in every language. */
const SAMPLES: Record<LogKey, Message['params']> = {
  fields: { fields: [field('quantity'), field('portClearReference'), field('coaLink')] },
  jettyAssigned: { berth: '2-A', time: '22/11/2026 14:00' },
  readiness: { time: '22/11/2026 14:00' },
  reason: { reason: '泊位检修' },
  document: { number: 'CQ-2026-00020' },
  fileAdded: { kind: { key: 'nominationLog.files.ullage' }, file: '0731.pdf' },
  ullageRemoved: { file: '0731.pdf' },
  justified: { text: '测量误差' },
  coaLink: { link: '//lab/1182' },
  coaLinkRemoved: {},
  portClearance: { reference: 'PC-2026-00731' },
  requestMade: { id: 4, type: type('product'), fields: [field('productId')] },
  requestApproved: { id: 4, type: type('nominatedQtyMax'), fields: [field('nominatedQtyMax')] },
  requestRejected: { id: 4, type: type('tank'), reason: '储罐已满' },
  requestWithdrawn: { id: 4, type: type('modification') },
  instant: { utc: '2026-11-22T06:00:00.000Z' },
  'files.ullage': {},
  'files.sds': {},
};

/** The sample values, and the acronyms the Chinese texts keep (as the rest of the Chinese catalogue does). */
const KEPT = /CQ|PC|UTC|COA|pdf|lab/g;

async function render(locale: 'en' | 'zh', key: LogKey) {
  await i18nProvider.changeLocale(locale);
  const message = { key: `nominationLog.${key}`, params: SAMPLES[key] };
  return messageText((k) => i18nProvider.translate(k), message, '(missing)');
}

describe('nomination log details', () => {
  it('has a sample for every key of the catalogue section', () => {
    const keys = Object.entries(MESSAGES_EN.nominationLog).flatMap(([k, v]) =>
      typeof v === 'string' ? [k] : Object.keys(v).map((f) => `${k}.${f}`),
    );
    expect(Object.keys(SAMPLES).sort()).toEqual(keys.sort());
  });

  it.each(Object.keys(SAMPLES) as LogKey[])(
    'renders %s in English and in Chinese with no English word left',
    async (key) => {
      const en = await render('en', key);
      const zh = await render('zh', key);
      expect(en).not.toBe('(missing)');
      expect(zh).not.toBe('(missing)');
      expect(zh.replace(KEPT, '')).not.toMatch(/[A-Za-z]{2,}/);
      await i18nProvider.changeLocale('en');
    },
  );

  it('renders port clearance and field labels in Chinese', async () => {
    expect(await render('zh', 'portClearance')).toBe('港口清关 PC-2026-00731');
    expect(await render('zh', 'fields')).toBe('数量（吨）；港口清关；COA 链接');
    expect(await render('en', 'fields')).toBe('Quantity (t); Port clearance; COA link');
    expect(await render('en', 'requestRejected')).toBe('#4 Tank rejected: 储罐已满');
    await i18nProvider.changeLocale('en');
  });
});
