import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { isBargeSide } from '../../../contract/permissions.js';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { okEnvelope } from '../../../contract/envelope.js';
import { disclaimerAgreements, disclaimers } from '../../db/schema/index.js';
import { writeAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { settingsOf } from '../settings/settings.service.js';

/** The disclaimers that apply to the caller now: by audience, and the trial ones only while the trial is on. */
async function applicable(request: FastifyRequest) {
  const p = callerOf(request);
  const { trial } = await settingsOf(request);
  const audiences = ['all', isBargeSide(p) ? 'barge' : 'staff'];
  return request.server.db
    .select({
      id: disclaimers.id,
      key: disclaimers.key,
      title: disclaimers.title,
      titleZh: disclaimers.titleZh,
      body: disclaimers.body,
      bodyZh: disclaimers.bodyZh,
      agreedAt: disclaimerAgreements.agreedAt,
    })
    .from(disclaimers)
    .leftJoin(
      disclaimerAgreements,
      and(eq(disclaimerAgreements.disclaimerId, disclaimers.id), eq(disclaimerAgreements.userId, p.id)),
    )
    .where(
      and(
        eq(disclaimers.active, true),
        inArray(disclaimers.audience, audiences),
        trial ? undefined : eq(disclaimers.trialOnly, false),
      ),
    )
    .orderBy(disclaimers.id);
}

/** Spec §7 `GET /disclaimer/countUnseen`, the list and agreeing; and the public settings a signed-out page needs. */
export const disclaimerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['disclaimers'];
  const signedIn = { access: 'authenticated' } as const;
  app.get(
    API.countUnseenDisclaimers.path,
    {
      config: signedIn,
      schema: apiSchema(API.countUnseenDisclaimers, tags),
    },
    async (request) => okEnvelope((await applicable(request)).filter((d) => d.agreedAt === null).length),
  );
  app.get(
    API.disclaimers.path,
    {
      config: signedIn,
      schema: apiSchema(API.disclaimers, tags),
    },
    async (request) =>
      okEnvelope((await applicable(request)).map((d) => ({ ...d, agreedAt: d.agreedAt?.toISOString() ?? null }))),
  );
  app.post(
    API.agreeDisclaimer.path,
    {
      config: signedIn,
      schema: apiSchema(API.agreeDisclaimer, tags),
    },
    async (request) => {
      const p = callerOf(request);
      const target = (await applicable(request)).find((d) => d.id === request.params.id);
      if (!target) throw notFound();
      const at = await app.db.transaction(async (tx) => {
        await tx
          .insert(disclaimerAgreements)
          .values({ userId: p.id, disclaimerId: target.id, agreedAt: app.clock() })
          .onConflictDoNothing();
        const [row] = await tx
          .select({ agreedAt: disclaimerAgreements.agreedAt })
          .from(disclaimerAgreements)
          .where(and(eq(disclaimerAgreements.userId, p.id), eq(disclaimerAgreements.disclaimerId, target.id)));
        if (target.agreedAt === null)
          await writeAudit(tx, request, { action: 'agree', entity: 'disclaimer', entityId: target.key });
        return row!.agreedAt;
      });
      return okEnvelope({ agreedAt: at.toISOString() });
    },
  );

  app.get(
    API.publicSettings.path,
    {
      config: { access: 'public' },
      schema: apiSchema(API.publicSettings, ['settings']),
    },
    async (request) => {
      const { trial } = await settingsOf(request);
      const move = app.config.oldHost;
      const onOldHost = !!move && move.hosts.includes(request.hostname.toLowerCase());
      return okEnvelope({ trial, movedTo: onOldHost ? move.newUrl : null, moveExpiry: onOldHost ? move.expiry : null });
    },
  );
};
