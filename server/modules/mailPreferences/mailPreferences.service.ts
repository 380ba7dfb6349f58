import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_DIGEST_HOUR,
  MAIL_EVENTS,
  choicesOf,
  eventsFor,
  type MailEvent,
} from '../../../contract/mailPreferences.js';
import { msg } from '../../../contract/messages/index.js';
import type { MailPreferencesInput, MailPreferencesRecord } from '../../../contract/schemas/mailPreferences.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './mailPreferences.repository.js';
import { mailLinks, readUnsubscribe } from './mailPreferences.token.js';

const effective = (role: number, stored: repo.StoredPreference | undefined) => ({
  choices: choicesOf(role, stored?.choices) as Record<string, string>,
  digestHour: stored?.digestHour ?? DEFAULT_DIGEST_HOUR,
});

/** Always the caller's own account: no id is taken, so no one reads or changes another's choices. */
export const mailPreferencesService = {
  async get(request: FastifyRequest): Promise<MailPreferencesRecord> {
    const p = callerOf(request);
    const stored = await repo.readPreference(request.server.db, p.id);
    const { timeZone } = await settingsOf(request);
    return { events: eventsFor(p.role), ...effective(p.role, stored), timeZone };
  },

  async update(request: FastifyRequest, input: MailPreferencesInput): Promise<MailPreferencesRecord> {
    const p = callerOf(request);
    const mine = eventsFor(p.role);
    for (const event of Object.keys(input.choices))
      if (!mine.includes(event as MailEvent)) {
        const name = MAIL_EVENTS.includes(event as MailEvent)
          ? msg(`mailPreferences.events.${event as MailEvent}`)
          : event;
        throw badRequest(msg('mailPreferences.notApplicable', { event: name }), `choices.${event}`);
      }
    const { timeZone } = await settingsOf(request);
    const after = await audited(request, async (tx) => {
      const stored = await repo.readPreference(tx, p.id);
      const before = stored ? effective(p.role, stored) : null;
      // Stored whole: what the user saw and kept, so a later change of the role's defaults does not change it.
      const next = effective(p.role, {
        choices: { ...stored?.choices, ...input.choices },
        digestHour: input.digestHour,
      });
      await repo.writePreference(tx, p.id, next, request.server.clock());
      return { action: 'updateMailPreferences', entity: 'mailPreferences', entityId: p.id, before, after: next };
    });
    return { events: mine, ...after, timeZone };
  },

  /** Signed out: the token alone names the user and the event; the audit names that user as the actor. */
  async unsubscribe(request: FastifyRequest, token: string): Promise<{ event: MailEvent }> {
    const claim = readUnsubscribe(mailLinks().key, token);
    if (!claim) throw badRequest('mailPreferences.badToken', 'token');
    const db = request.server.db;
    const user = await repo.userOf(db, claim.userId);
    if (!user) throw badRequest('mailPreferences.badToken', 'token');
    await db.transaction(async (tx) => {
      const stored = await repo.readPreference(tx, user.id);
      const before = effective(user.role, stored);
      const after = { ...before, choices: { ...before.choices, [claim.event]: 'off' } };
      await repo.writePreference(tx, user.id, after, request.server.clock());
      await writeAudit(tx, request, {
        action: 'unsubscribeMail',
        entity: 'mailPreferences',
        entityId: user.id,
        before: stored ? before : null,
        after,
        actor: user,
      });
    });
    return { event: claim.event };
  },
};
