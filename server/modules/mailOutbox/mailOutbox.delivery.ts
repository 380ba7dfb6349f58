import type { Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { claimUnsent, markFailed, markSent } from './mailOutbox.repository.js';
import { revealed } from '../../platform/mail.js';

/** How many messages per round; rounds run every `everyMs` (5 s unless configured). */
const BATCH = 20;

export interface SmtpConfig {
  url: string;
  from: string;
  everyMs?: number;
}

/**
 * With SMTP_URL set (e.g. smtp://user:pass@mail.example:587), every API process sends the outbox's
 * unsent messages; the row lock makes each message go out once. Without it, messages stay in the
 * outbox for the admin to read: nothing is lost either way.
 */
export function startDelivery(app: FastifyInstance, smtp: SmtpConfig | undefined): void {
  if (!smtp) return;
  // nodemailer loads with the first round, not at start: most installations send no e-mail.
  let transport: Transporter | undefined;
  const from = smtp.from;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      transport ??= (await import('nodemailer')).default.createTransport(smtp.url);
      const t = transport;
      await app.db.transaction(async (tx) => {
        for (const mail of await claimUnsent(tx, BATCH, app.clock())) {
          try {
            await t.sendMail({ from, to: mail.to, subject: revealed(mail.subject), text: revealed(mail.body) });
            await markSent(tx, mail, app.clock());
          } catch (e) {
            await markFailed(tx, mail.id, e instanceof Error ? e.message : String(e));
          }
        }
      });
    } catch (e) {
      app.log.warn({ err: e }, 'mail delivery round failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), smtp.everyMs ?? 5_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    transport?.close();
  });
}
