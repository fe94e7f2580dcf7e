import { given, required } from '@app/proto/rules/proto-enum';
import { normaliseAccessCode } from '@app/proto/rules/access-code';
import { decodeSecret } from '@app/platform/config';
import { AppError } from '@app/platform/errors';
import {
  accessResponse,
  answerRequest,
  codeRequest,
  reportRequest,
  choicesLinkResponse,
  recipientConfirmation,
  deleteByAccessResponse,
  fullMessageResponse,
  markReadResponse,
  previewResponse,
  reactionRequest,
  reactionResponse,
  refusalBody,
} from '@app/proto/api/recipient';
import type { Refusal__Output } from '@app/proto/gen/app/access/v1/Refusal.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { checkedAnswer } from './checked-answer.ts';
import { addressSubject } from '../plugins/client-address.ts';
import { enforceLimits, withAllowances, type LimitName } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { readMediaBytes, signedMediaRequest, streamMedia } from '../media/serve-media.ts';
import { parseBody } from './parse-body.ts';
import { signMediaUrl, verifyMediaUrl, type MediaUrlScope } from './signed-media-url.ts';

const refusalStatus: Record<string, { status: number; key: MessageKey }> = {
  WRONG_ANSWER: { status: 401, key: 'WRONG_ANSWER' },
  MESSAGE_LOCKED: { status: 423, key: 'MESSAGE_LOCKED' },
  MESSAGE_DESTROYED: { status: 410, key: 'MESSAGE_DESTROYED' },
  NOT_YET_AVAILABLE: { status: 403, key: 'NOT_YET_AVAILABLE' },
  // Held after a report: like one not delivered yet, it cannot be read for now, and no answer changes that.
  MESSAGE_HELD: { status: 403, key: 'MESSAGE_HELD' },
};

/** `__Host-` pins the cookie to our own host over HTTPS, as the session's. */
export const grantCookieName = (secure: boolean) => (secure ? '__Host-legado_grant' : 'legado_grant');

// The mark beside the limits that a grant was earned on a code (see holdsGrantOn).
const GRANT_ON_CODE = 'grant-code';

/** The reader's IANA time zone, as the web sends it (X-Time-Zone), when it is one. */
function timeZoneOf(request: FastifyRequest): string | undefined {
  const zone = request.headers['x-time-zone'];
  if (typeof zone !== 'string' || zone.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The recipient's calls (docs/recipient-api.md). Each is counted against the per-address and per-code limits
 * in Redis before the access service is asked, so no slow answer hash runs for a refused call; when Redis is
 * down they fail closed. A refusal (wrong answer, locked, not yet delivered) is answered with its status and
 * the attempts; a code that never existed and a deleted message answer the same 404.
 */
export function registerAccessRoutes(app: FastifyInstance, deps: BffDeps): void {
  const secret = decodeSecret(deps.config.MEDIA_URL_SECRET);
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  const cookieName = grantCookieName(deps.config.SECURE_COOKIES);
  const grantOf = (request: FastifyRequest) => request.cookies[cookieName] ?? '';
  // Bound to the grant itself: the signature's HMAC already keeps it, and a grant's secret is hashed once, by access.
  const mediaScope = (grant: string): MediaUrlScope => ({ path: '/api/access/media', binding: grant });

  const typedCode = (typed: string) => {
    const code = typed.trim();
    if (code === '') {
      throw new AppError('INVALID_ARGUMENT', 'no code', {
        reason: 'ACCESS_CODE_REQUIRED',
        field: 'accessCode',
      });
    }
    return code;
  };
  // Every spelling of one code counts against the same per-code limit.
  const codeSubjectOf = (code: string) => normaliseAccessCode(code) ?? code.toUpperCase().slice(0, 32);

  /**
   * Whether the caller's grant was earned on this very code and is still live: remembered beside the limits
   * when it was handed out (rememberGrant), for as long as access keeps it. Its holder already found the code
   * and passed its questions, so looking it up again finds nothing new. Redis down: no (and the limits then
   * refuse the call).
   */
  async function holdsGrantOn(request: FastifyRequest, code: string): Promise<boolean> {
    const grant = grantOf(request);
    if (!grant) return false;
    return deps.limiter.holds(GRANT_ON_CODE, grant, codeSubjectOf(code)).catch(() => false);
  }

  async function rememberGrant(request: FastifyRequest, grant: string, code: string, seconds: number) {
    await deps.limiter
      .remember(GRANT_ON_CODE, grant, codeSubjectOf(code), seconds)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'rate limiter unavailable; this grant’s calls count per code');
      });
  }

  /**
   * The typed code, after the limits: every recipient call goes through here first. Every call counts per
   * address. Calls that can find or guess something (`lookup`, `answer`) count per code as well, answers
   * twice; calls that need the grant (`granted`: read, react, delete) do not, so a recipient who reacts a
   * few times never locks themselves (or a guesser) out of their own message. A lookup or an answer that
   * carries a live grant earned on its code is not counted per code either (an answer still counts against
   * the code's answers): a recipient who opens their letter again and again (showing it to the family) is
   * never locked out of it; a guesser holds no such grant.
   */
  async function limitedCode(
    request: FastifyRequest,
    typed: string,
    kind: 'lookup' | 'answer' | 'granted',
    // Given when already known; false for a grant access would not take (its answers are counted in full).
    holdsGrant?: boolean,
  ): Promise<string> {
    const code = typedCode(typed);
    const codeSubject = codeSubjectOf(code);
    const checks: { limit: LimitName; subject: string }[] = [
      { limit: 'access-ip', subject: addressSubject(request.ip) },
    ];
    const spared = kind === 'granted' || (holdsGrant ?? (await holdsGrantOn(request, code)));
    if (!spared) checks.push({ limit: 'access-code', subject: codeSubject });
    if (kind === 'answer') checks.push({ limit: 'answer-code', subject: codeSubject });
    await enforceLimits(deps, request, checks, 'refuse');
    return code;
  }

  function refuse(reply: FastifyReply, request: FastifyRequest, refusal: Refusal__Output) {
    const { status, key } = refusalStatus[refusal.reason] ?? { status: 404, key: 'ACCESS_NOT_FOUND' };
    const message = translate(key, request.language);
    if (refusal.reason === 'NOT_YET_AVAILABLE' || refusal.reason === 'MESSAGE_HELD') {
      return reply
        .status(status)
        .send(checkedAnswer(refusalBody, { message, availableOn: refusal.availableOn || null }));
    }
    return reply.status(status).send(
      checkedAnswer(refusalBody, {
        message,
        attempts: refusal.attempts,
        maxAttempts: refusal.maxAttempts || null,
        isLocked: refusal.isLocked,
      }),
    );
  }

  /** NOT_FOUND from the access service, in the recipient's words (the same for every reason it happens). */
  async function recipientCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw new AppError('NOT_FOUND', 'no such message', { reason: 'ACCESS_NOT_FOUND' });
      }
      throw error;
    }
  }

  /**
   * Hands the recipient the grant the access service issued on this code, and remembers it for the limits
   * unless the limits already remember it (`remembered`: the caller's own grant came back, as holdsGrantOn found
   * it); answers how long its links may live.
   */
  async function setGrantCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    grant: { grant: string; expiresAt: string; accessCode: string },
    now: Date,
    { remembered = false } = {},
  ): Promise<number> {
    const grantSeconds = Math.max(1, Math.floor((Date.parse(grant.expiresAt) - now.getTime()) / 1000));
    if (!remembered) await rememberGrant(request, grant.grant, grant.accessCode, grantSeconds);
    reply.setCookie(cookieName, grant.grant, {
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.config.SECURE_COOKIES,
      path: '/',
      maxAge: grantSeconds,
    });
    return grantSeconds;
  }

  const answersOf = (body: { answer: string; answers?: string[] | undefined }) =>
    body.answers ?? (body.answer ? [body.answer] : []);

  app.post('/api/access', async (request, reply) => {
    const body = parseBody(codeRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'lookup');
    const gate = await recipientCall(() => deps.access.DescribeAccess({ accessCode }, call(request)));
    if (gate.refusal) return refuse(reply, request, gate.refusal);
    return checkedAnswer(accessResponse, {
      accessCode: gate.accessCode,
      securityLevel: required(gate.securityLevel, 'security level'),
      noSecurityRequired: gate.noSecurityRequired,
      question: gate.questions[0] ? { question: gate.questions[0] } : null,
      questions: gate.questions.map((question) => ({ question })),
      attempts: gate.attempts,
      maxAttempts: gate.maxAttempts || null,
      isLocked: gate.isLocked,
    });
  });

  app.post('/api/preview', async (request, reply) => {
    const body = parseBody(answerRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'answer');
    const answers = answersOf(body);
    const preview = await recipientCall(() =>
      deps.access.PreviewMessage({ accessCode, answers }, call(request)),
    );
    if (preview.refusal) return refuse(reply, request, preview.refusal);
    await setGrantCookie(
      request,
      reply,
      { grant: preview.grant, expiresAt: preview.grantExpiresAt, accessCode: preview.accessCode },
      new Date(),
    );
    return checkedAnswer(previewResponse, {
      accessCode: preview.accessCode,
      subject: preview.subject,
      previewContent: preview.previewContent,
      hasFullContent: preview.hasFullContent,
      createdAt: preview.createdAt,
      deliveredAt: preview.deliveredAt || null,
      isAnonymous: preview.isAnonymous,
      sender: preview.isAnonymous
        ? { name: null, email: null }
        : { name: preview.senderName, email: preview.senderEmail || null },
      mediaCount: preview.mediaCount,
    });
  });

  /**
   * The letter on the caller's grant alone, when it was earned on this code: access checks no answer (grant
   * only), so none is counted, only the address. Null when access no longer takes the grant: the answers decide.
   */
  async function verifyOnGrant(request: FastifyRequest, typed: string, holdsGrant: boolean) {
    if (!holdsGrant) return null;
    const accessCode = await limitedCode(request, typed, 'granted');
    try {
      return await recipientCall(() =>
        deps.access.VerifyMessage(
          { accessCode, answers: [], grant: grantOf(request), grantOnly: true },
          call(request),
        ),
      );
    } catch (error) {
      if (error instanceof AppError && error.reason === 'ACCESS_GRANT_REQUIRED') return null;
      throw error;
    }
  }

  app.post('/api/verify', async (request, reply) => {
    const body = parseBody(answerRequest, request);
    const holdsGrant = await holdsGrantOn(request, typedCode(body.accessCode));
    const onGrant = await verifyOnGrant(request, body.accessCode, holdsGrant);
    const full =
      onGrant ??
      (await (async () => {
        // Counted in full: without a grant, or with one access no longer takes (not sent again). A grant not
        // remembered on this code still goes: access takes it if it is live for this letter after all.
        const accessCode = await limitedCode(request, body.accessCode, 'answer', false);
        const answers = answersOf(body);
        const grant = holdsGrant ? '' : grantOf(request);
        return recipientCall(() => deps.access.VerifyMessage({ accessCode, answers, grant }, call(request)));
      })());
    if (full.refusal) return refuse(reply, request, full.refusal);
    const now = new Date();
    const grantSeconds = await setGrantCookie(
      request,
      reply,
      { grant: full.grant, expiresAt: full.grantExpiresAt, accessCode: full.accessCode },
      now,
      { remembered: onGrant !== null },
    );
    const ttl = Math.min(deps.config.MEDIA_URL_TTL_SECONDS, grantSeconds);
    return checkedAnswer(fullMessageResponse, {
      id: full.messageId,
      accessCode: full.accessCode,
      subject: full.subject,
      recipient: full.recipient,
      content: full.content,
      createdAt: full.createdAt,
      deliveredAt: full.deliveredAt || null,
      isAnonymous: full.isAnonymous,
      sender: full.isAnonymous
        ? { fullName: null, username: null, customTitle: null, email: null }
        : {
            fullName: full.senderName,
            username: null,
            customTitle: full.senderCustomTitle || null,
            email: full.senderEmail || null,
          },
      media: full.media.map((item) => ({
        id: item.id,
        mediaType: required(item.mediaType, 'media type'),
        contentType: item.contentType,
        url: signMediaUrl(secret, item.id, now, ttl, mediaScope(full.grant)),
      })),
      reaction: given(full.reaction) ?? null,
    });
  });

  app.post('/api/access/read', async (request) => {
    const body = parseBody(codeRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    await recipientCall(() => deps.access.MarkRead({ accessCode, grant: grantOf(request) }, call(request)));
    return checkedAnswer(markReadResponse, { isRead: true });
  });

  app.post('/api/access/reaction', async (request) => {
    const body = parseBody(reactionRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    const saved = await recipientCall(() =>
      deps.access.ReactToMessage(
        { accessCode, grant: grantOf(request), reaction: body.reaction ?? undefined },
        call(request),
      ),
    );
    return checkedAnswer(reactionResponse, { reaction: given(saved.reaction) ?? null });
  });

  app.post('/api/messages/delete-by-access', async (request, reply) => {
    const body = parseBody(codeRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    await recipientCall(() =>
      deps.access.DeleteByAccess({ accessCode, grant: grantOf(request) }, call(request)),
    );
    reply.clearCookie(cookieName, {
      path: '/',
      secure: deps.config.SECURE_COOKIES,
      httpOnly: true,
      sameSite: 'strict',
    });
    return checkedAnswer(deleteByAccessResponse, { success: true });
  });

  // The choices link (refuse this sender, or anonymous messages), e-mailed to the message's recipient address:
  // a few a window per message, so a holder of the code cannot flood the addressee's mailbox. A letter's holder
  // gets its token instead (the paper is the proof), and is told nothing was sent.
  app.post('/api/access/choices-link', async (request) => {
    const body = parseBody(codeRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    // Taken only for a link that goes: a call without the grant spends nothing of the message's allowance.
    const { choicesToken } = await withAllowances(
      deps,
      request,
      [{ limit: 'email-user', subject: `choices ${normaliseAccessCode(accessCode) ?? accessCode}` }],
      () =>
        recipientCall(() =>
          deps.access.RequestChoicesLink({ accessCode, grant: grantOf(request) }, call(request)),
        ),
    );
    if (choicesToken) {
      return checkedAnswer(choicesLinkResponse, {
        success: true,
        message: translate('CHOICES_BY_LETTER', request.language),
        choicesToken,
      });
    }
    return checkedAnswer(choicesLinkResponse, {
      success: true,
      message: translate('CHOICES_LINK_SENT', request.language),
    });
  });

  // A reader reports the message: it opens for nobody until an admin decides (docs/recipient-api.md).
  app.post('/api/access/report', async (request) => {
    const body = parseBody(reportRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    await recipientCall(() =>
      deps.access.ReportMessage(
        {
          accessCode,
          grant: grantOf(request),
          reason: body.reason,
          details: body.details,
          shareContent: body.shareContent,
        },
        call(request),
      ),
    );
    return checkedAnswer(recipientConfirmation, {
      success: true,
      message: translate('REPORTED', request.language),
    });
  });

  // The keepsake: the open letter as a PDF with its photos, laid out as the postal one (packages/letters). Only
  // with the grant its reading gave: a download never checks, nor counts, an answer.
  app.post('/api/access/keepsake', async (request, reply) => {
    const body = parseBody(codeRequest, request);
    const accessCode = await limitedCode(request, body.accessCode, 'granted');
    const full = await recipientCall(() =>
      deps.access.VerifyMessage(
        { accessCode, answers: [], grant: grantOf(request), grantOnly: true },
        call(request),
      ),
    );
    if (full.refusal) return refuse(reply, request, full.refusal);
    const images = full.media.filter((item) => item.mediaType === 'image');
    // Allowances of renders (docs/architecture.md, "Limits count only what is spent"): a download refused by
    // one of them counts in none, so one grant hammering spends nothing of the letter's or the account's.
    const pdf = await withAllowances(
      deps,
      request,
      [
        { limit: 'keepsake-grant', subject: grantOf(request) },
        { limit: 'keepsake-code', subject: normaliseAccessCode(accessCode) ?? accessCode },
        { limit: 'keepsake-account', subject: full.senderId },
      ],
      async () => {
        const [{ renderKeepsake }, bytes] = await Promise.all([
          // Loaded with the first keepsake: pdfkit's fonts are not worth holding in every bff from the start.
          import('@app/letters/keepsake'),
          Promise.all(images.map((item) => readMediaBytes(deps, request, item.id, { grant: full.grant }))),
        ]);
        return renderKeepsake({
          language: request.language,
          recipient: full.recipient,
          senderName: full.isAnonymous ? '' : full.senderName,
          senderTitle: full.isAnonymous ? '' : full.senderCustomTitle,
          subject: full.subject,
          content: full.content,
          date: new Date(full.deliveredAt || full.createdAt),
          ...(timeZoneOf(request) ? { timeZone: timeZoneOf(request) } : {}),
          images: images.map((item, index) => ({ bytes: bytes[index]!, contentType: item.contentType })),
          hasVideo: full.media.some((item) => item.mediaType === 'video'),
        });
      },
      'refuse',
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'attachment; filename="legado.pdf"')
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });

  // The attachments of a verified message: the signed link and the grant's cookie must go together.
  app.get('/api/access/media/:mediaId', async (request, reply) => {
    const { mediaId, expires, sig } = signedMediaRequest(request);
    const grant = grantOf(request);
    if (!grant || !verifyMediaUrl(secret, mediaId, expires, sig, new Date(), mediaScope(grant))) {
      throw new AppError('NOT_FOUND', 'bad or expired media url', { reason: 'MEDIA_NOT_FOUND' });
    }
    return streamMedia(deps, request, reply, mediaId, { grant });
  });
}
