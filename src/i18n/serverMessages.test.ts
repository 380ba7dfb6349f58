import { describe, expect, it } from 'vitest';
import { i18nProvider } from './index';
import { localiseServerMessage } from './serverMessages';
import { stepRefusal } from '../../contract/lifecycle';
import { NOMINATION_MESSAGES, NOTICE_TEXTS, RULE_TEXTS, fillText } from '../../contract/messages';

async function translateIn(locale: 'en' | 'zh') {
  await i18nProvider.changeLocale(locale);
  return (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
}

describe('server messages in the user language', () => {
  it('translates a step refusal with its state and step in Chinese', async () => {
    const zh = await translateIn('zh');
    expect(localiseServerMessage(stepRefusal('revoke', 'Booked'), zh)).toBe('状态为“已预订”的提名不能撤销');
    const en = await translateIn('en');
    expect(localiseServerMessage(stepRefusal('revoke', 'Booked'), en)).toBe('A nomination that is Booked cannot be revoked');
  });

  it('translates each rule of a refusal naming several', async () => {
    const zh = await translateIn('zh');
    const msg = [
      fillText(RULE_TEXTS.loaAbove, { loa: '92.0', berth: 'J2-B', max: '85.0' }),
      fillText(RULE_TEXTS.noLine, { jetty: 'J2', product: 'Marine Gasoil' }),
    ].join('; ');
    expect(localiseServerMessage(msg, zh)).toBe('船长 92.0 米超过泊位 J2-B 上限 85.0 米; ' + zh('berth.barging.rules.noLine', { jetty: 'J2', product: 'Marine Gasoil' }));
  });

  it('shows notification texts in Chinese, state and decision included', async () => {
    const zh = await translateIn('zh');
    expect(localiseServerMessage(fillText(NOTICE_TEXTS.moved, { id: 12, barge: 'Harbour Star 1', status: 'Booked' }), zh)).toBe('驳船提名 <b>#12</b>（Harbour Star 1）现为<b>已预订</b>');
    expect(localiseServerMessage(fillText(NOTICE_TEXTS.requestDecided, { id: 12, decision: 'rejected' }), zh)).toBe('驳船提名 <b>#12</b> 的变更申请<b>已拒绝</b>');
    await translateIn('en');
  });

  it('keeps an unknown text as it came, and a known one behind a field path', async () => {
    const zh = await translateIn('zh');
    expect(localiseServerMessage('Something else entirely', zh)).toBe('Something else entirely');
    expect(localiseServerMessage(`quantity: ${NOMINATION_MESSAGES.qtyAboveMax}`, zh)).toBe('quantity: 数量不得超过提名数量上限');
    await translateIn('en');
  });
});
