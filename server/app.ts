import { errorSerializer, logMethod, requestSerializer } from './platform/logRedaction.js';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './platform/errors.js';
import { CODES } from '../contract/envelope.js';
import { pgRateLimitStore } from './platform/rateLimitStore.js';
import { fastifyTrustProxy } from './platform/trustProxy.js';
import { partnerRoutes } from './modules/partners/partners.routes.js';
import { disclaimerRoutes } from './modules/disclaimers/disclaimers.routes.js';
import { mailOutboxRoutes } from './modules/mailOutbox/mailOutbox.routes.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { NotificationHub } from './modules/notifications/notifications.hub.js';
import { createPlannerPool } from './modules/berthBoard/berthBoard.planner.pool.js';
import { createPicturePool } from './platform/pictures.pool.js';
import { registerRequestContext } from './platform/crashPolicy.js';
import { createPdfCheckPool } from './platform/pdfCheck.pool.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { refusalSchema } from '../contract/envelope.js';
import type { AppConfig } from './config.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerGuard } from './platform/guard.js';
import { registerDraining } from './platform/shutdown.js';
import { registerAuditSealer } from './platform/auditSealer.js';
import { registerVettingExpiry } from './modules/shipVettings/shipVettings.expiry.js';
import { registerIdempotency } from './platform/idempotency.js';
import { registerMetrics } from './platform/metrics.js';
import { registerInputHygiene } from './platform/input.js';
import { SessionCache } from './platform/sessionCache.js';
import './platform/types.js';
import { sealAudit, unsealedAuditRows } from './modules/audit/audit.repository.js';
import type { PlannerPool as ModulePlannerPool } from './modules/berthBoard/berthBoard.planner.pool.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { companyRoutes } from './modules/companies/companies.routes.js';
import { shipRoutes } from './modules/ships/ships.routes.js';
import { jettyRoutes } from './modules/jetties/jetties.routes.js';
import { tankRoutes } from './modules/tanks/tanks.routes.js';
import { productRoutes } from './modules/products/products.routes.js';
import { pilotRoutes } from './modules/pilots/pilots.routes.js';
import { equipmentReportRoutes } from './modules/equipmentReports/equipmentReports.routes.js';
import { shipVettingRoutes } from './modules/shipVettings/shipVettings.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { excelRoutes } from './modules/excel/excel.routes.js';
import { unqualifiedShipRoutes } from './modules/unqualifiedShips/unqualifiedShips.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { partnerAppRoutes } from './modules/partnerApps/partnerApps.routes.js';
import { nominationRoutes } from './modules/nominations/nominations.routes.js';
import { requestRoutes } from './modules/requests/requests.routes.js';
import { mooringReportRoutes } from './modules/mooringReports/mooringReports.routes.js';
import { berthBoardRoutes } from './modules/berthBoard/berthBoard.routes.js';
import { pilotageRoutes } from './modules/pilotage/pilotage.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { documentRoutes } from './modules/documents/documents.routes.js';
import { sofRoutes } from './modules/portCall/portCall.sof.routes.js';
import { checklistRoutes } from './modules/portCall/portCall.checklist.routes.js';
import { registerChecklistDue } from './modules/portCall/portCall.checklist.due.js';
import { registerMailPreferences } from './modules/mailPreferences/mailPreferences.digest.js';
import { mailPreferencesRoutes } from './modules/mailPreferences/mailPreferences.routes.js';
import { portCallFiguresRoutes } from './modules/portCall/portCall.figures.routes.js';
import { laytimeRoutes } from './modules/laytime/laytime.routes.js';
import { generateSigningKey } from './platform/pades.js';

type ModuleNotificationHub = NotificationHub;
/**
 * Platform declares only what it uses of these two decorations (platform/types.ts); the modules'
 * own members are added here, where the modules are wired in, so that platform imports no module.
 */
declare module './platform/types.js' {
  interface NotificationHub {
    add: ModuleNotificationHub['add'];
    remove: ModuleNotificationHub['remove'];
    deliver: ModuleNotificationHub['deliver'];
    sweep: ModuleNotificationHub['sweep'];
  }
  interface PlannerPool {
    solve: ModulePlannerPool['solve'];
    assignPilots: ModulePlannerPool['assignPilots'];
  }
}

interface AppDeps {
  database: Database;
  config: AppConfig;
  clock?: Clock;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export const BODY_LIMIT = 1024 * 1024;
const REFUSALS = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 429, 500, 503].map((code) => [code, refusalSchema]),
);

/** Builds the whole app without listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Addresses are logged with their credentials redacted (a hand-over code, an activation link).
    logger:
      deps.logger === false
        ? false
        : {
            ...(typeof deps.logger === 'object' ? deps.logger : { level: deps.config.logLevel }),
            // Errors without the values they failed on: no SQL parameters, no token hash (logRedaction.ts).
            serializers: { req: requestSerializer, err: errorSerializer },
            hooks: { logMethod },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: BODY_LIMIT,
    requestTimeout: 120_000,
    connectionTimeout: 130_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The draining hook answers while closing, in the envelope (shutdown.ts).
    return503OnClosing: false,
  });
  // First of all hooks: whatever a request starts carries its id, for the crash policy's last log line.
  registerRequestContext(app);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('config', deps.config);
  app.decorate('sessionCache', new SessionCache());
  app.decorate('notificationHub', new NotificationHub());
  app.decorate('secretKey', deps.config.secretKey ?? randomBytes(32));
  let signingKey = deps.config.signingKey;
  app.decorate('signingKey', () => (signingKey ??= generateSigningKey()));
  app.decorate('planner', createPlannerPool());
  app.addHook('onClose', async () => app.planner.close());
  app.decorate('pictures', createPicturePool());
  app.addHook('onClose', async () => app.pictures.close());
  app.decorate('pdfCheck', createPdfCheckPool());
  app.addHook('onClose', async () => app.pdfCheck.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than half-understood.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An API answer is someone's data, or says whether they may see it: no browser or proxy keeps it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // A document's PDF is shown in a frame from a blob URL (the API wants the bearer token).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const spaDir = deps.config.staticDir && existsSync(deps.config.staticDir) ? deps.config.staticDir : undefined;
  registerErrorHandling(app, spaDir);
  registerDraining(app);
  registerAuditSealer(app, sealAudit);
  registerVettingExpiry(app);
  registerChecklistDue(app);
  registerMailPreferences(app);
  registerGuard(app);
  registerIdempotency(app);
  registerMetrics(app, deps.config.metricsToken, unsealedAuditRows);
  registerInputHygiene(app);
  // Limits only where a route asks for one (proofLimits); counted in PostgreSQL for every process.
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(app),
    skipOnError: true,
    errorResponseBuilder: () => new AppError(CODES.TOO_MANY_REQUESTS, 'server.tooMany'),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Berth API',
        version: deps.config.version,
        description: 'Every answer is { code, msg, data }; the HTTP status equals code.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every call documents its refusals too: the same envelope, with the catalogue key (/api/docs).
  app.addHook('onRoute', (route) => {
    // The API's root is /api itself (the router ignores its trailing slash).
    if (!(route.url === '/api' || route.url.startsWith('/api/')) || !route.schema) return;
    route.schema.response = { ...REFUSALS, ...(route.schema.response as object | undefined) };
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(auditRoutes);
      for (const module of [
        companyRoutes,
        shipRoutes,
        jettyRoutes,
        tankRoutes,
        productRoutes,
        pilotRoutes,
        equipmentReportRoutes,
        unqualifiedShipRoutes,
        userRoutes,
        settingsRoutes,
        partnerAppRoutes,
        nominationRoutes,
        requestRoutes,
        mooringReportRoutes,
        berthBoardRoutes,
        pilotageRoutes,
        billingRoutes,
        invoiceRoutes,
        notificationRoutes,
        accountRoutes,
        mailOutboxRoutes,
        disclaimerRoutes,
        documentRoutes,
        sofRoutes,
        checklistRoutes,
        shipVettingRoutes,
        dashboardRoutes,
        portCallFiguresRoutes,
        laytimeRoutes,
        excelRoutes,
        mailPreferencesRoutes,
        partnerRoutes,
      ]) {
        await api.register(module);
      }
    },
    { prefix: '/api' },
  );

  if (spaDir) {
    // Vite fingerprints everything under /assets, so those files may be cached for good.
    await app.register(fastifyStatic, {
      root: spaDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (vite.config.ts); they go out as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
