import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { BffDeps } from './deps.ts';
import type { Language } from '@app/platform/i18n/catalogue';
import { negotiateLanguage } from '@app/platform/i18n/negotiate-language';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerRequestTrace } from './plugins/request-trace.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { sessionCookieName } from './plugins/session.ts';
import { registerAccessRoutes } from './routes/access-routes.ts';
import { registerAdminEventRoutes } from './routes/admin-event-routes.ts';
import { registerAdminRoutes } from './routes/admin-routes.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerLifeSignRoutes } from './routes/life-sign-routes.ts';
import { registerBackupEmailRoutes } from './routes/backup-email-routes.ts';
import { registerPhoneRoutes } from './routes/phone-routes.ts';
import { registerAccountDeletionRoutes } from './routes/account-deletion-routes.ts';
import { registerAccountExportRoutes } from './routes/account-export-routes.ts';
import { registerRecipientChoiceRoutes } from './routes/recipient-choice-routes.ts';
import { registerAdminMailOutcomeRoutes } from './routes/admin-mail-outcome-routes.ts';
import { registerAdminReportRoutes } from './routes/admin-report-routes.ts';
import { registerMediaRoutes } from './routes/media-routes.ts';
import { registerMessageRoutes } from './routes/message-routes.ts';
import { registerPaymentRoutes } from './routes/payment-routes.ts';
import { registerPostalLetterRoutes } from './routes/postal-letter-routes.ts';
import { registerAssistantRoutes } from './routes/assistant-routes.ts';
import { registerProofOfLifeRoutes } from './routes/proof-of-life-routes.ts';
import { readWebBuild } from './web-app/read-web-build.ts';
import { registerWebApp } from './web-app/serve-web-app.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The product language the client asked for (Accept-Language), for every text we answer with. */
    language: Language;
  }
}

/** The HTTP app as a value: main.ts listens with it, tests use `inject` on it. */
export async function buildApp(deps: BffDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // The client address is read this many proxy hops back, never from a header anyone could set.
    trustProxy: (_address: string, hop: number) => hop < deps.config.TRUSTED_PROXY_HOPS,
    // Our own ids; a client-sent X-Request-Id is not trusted.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Fastify's request lines log the raw URL (codes, tokens): ours log a cleaned path (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorateRequest('language', 'es');
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });
  registerRequestTrace(app);
  registerRequestLog(app);
  await app.register(fastifyCookie);
  const webBuild = readWebBuild(deps.config.WEB_DIST_DIR);
  registerSecurityHeaders(app, {
    hsts: deps.config.SECURE_COOKIES,
    inlineScriptHashes: webBuild?.inlineScriptHashes ?? [],
  });
  registerErrorHandler(app);
  registerCsrfProtection(app, { publicOrigin: new URL(deps.config.PUBLIC_URL).origin });
  registerHealthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerAccessRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerProofOfLifeRoutes(app, deps);
  registerLifeSignRoutes(app, deps);
  registerBackupEmailRoutes(app, deps);
  registerPhoneRoutes(app, deps);
  registerAccountDeletionRoutes(app, deps);
  registerAccountExportRoutes(app, deps);
  await registerRecipientChoiceRoutes(app, deps);
  registerAdminReportRoutes(app, deps);
  registerAdminMailOutcomeRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAdminEventRoutes(app, deps);
  registerPostalLetterRoutes(app, deps);
  registerAssistantRoutes(app, deps);
  await registerMediaRoutes(app, deps);
  await registerWebApp(app, webBuild, { sessionCookie: sessionCookieName(deps.config.SECURE_COOKIES) });
  return app;
}
