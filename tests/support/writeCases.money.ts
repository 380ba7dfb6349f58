import { terminalDay } from '../../contract/datetime.js';
import { mailLinks, signClaim } from '../../server/modules/mailPreferences/mailPreferences.token.js';
import { completed, ok, post, put, type WriteCase, type WriteContext } from './writeCaseKit.js';

/** A completed call's billing record, approved: what an invoice is issued from. Answers its company. */
async function approvedCompany(c: WriteContext): Promise<number> {
  const n = await completed(c);
  const [b] = await c.t.asOwner<{ id: number; company_id: number }>(
    'SELECT id, company_id FROM billing_records WHERE nomination_id = $1',
    [n.id],
  );
  await ok(c, post(`/api/billing-records/${b!.id}/approve`, c.k.logistics));
  return b!.company_id;
}
const issue = async (c: WriteContext) => {
  const today = terminalDay(c.t.clock.now);
  return post('/api/invoices', c.k.logistics, { companyId: await approvedCompany(c), from: today, to: today });
};

/** Issue 34's writes: invoices and credit notes, e-mail preferences and the signed-out unsubscribe. */
export const MONEY_CASES: Record<string, WriteCase> = {
  'POST /api/invoices': { entity: 'invoice', call: issue },
  'POST /api/invoices/:id/credit-note': {
    entity: 'invoice',
    call: async (c) => {
      const invoice = await ok<{ id: number }>(c, await issue(c));
      return post(`/api/invoices/${invoice.id}/credit-note`, c.k.logistics, { reason: 'Audit' });
    },
  },
  'PUT /api/account/mail-preferences': {
    entity: 'mailPreferences',
    call: async (c) => {
      const mine = await ok<{ choices: Record<string, string>; digestHour: number }>(c, {
        method: 'GET',
        url: '/api/account/mail-preferences',
        token: c.k.customer,
      });
      return put('/api/account/mail-preferences', c.k.customer, {
        choices: mine.choices,
        digestHour: (mine.digestHour + 1) % 24,
      });
    },
  },
  'POST /api/mail/unsubscribe': {
    entity: 'mailPreferences',
    call: async (c) => {
      const [me] = await c.t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'customer'");
      const token = signClaim(mailLinks().key, { purpose: 'unsubscribe', userId: me!.id, event: 'invoices' });
      return post('/api/mail/unsubscribe', undefined, { token });
    },
  },
};
