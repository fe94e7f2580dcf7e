import { z } from 'zod';

/** What sends an SMS: Twilio's Messages resource here, its local fake in tests and `npm start`. */
export type SmsSender = { send: (sms: { to: string; body: string }) => Promise<{ providerId: string }> };

/** The provider did not take an SMS. `permanent`: sending it again cannot help (a bad or opted-out number). */
export class SmsSendError extends Error {
  readonly permanent: boolean;
  /** The provider's error code or the HTTP status, never its message (which can quote the number). */
  readonly summary: string;
  constructor(summary: string, permanent: boolean) {
    super(`SMS not sent: ${summary}`);
    this.summary = summary;
    this.permanent = permanent;
  }
}

export type TwilioSettings = {
  /** https://api.twilio.com, or the fake's address. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A number of ours (E.164) or a Messaging Service (MG…), which picks one. */
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const created = z.object({ sid: z.string().min(1) });
const failed = z.object({ code: z.number().optional() }).passthrough();

/**
 * A small client of Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
 * auth): the one call we make, without the SDK and its dependencies. A 4xx other than 429 is permanent;
 * 429, 5xx and network failures are worth retrying (the caller's consumer redelivers).
 */
export function createTwilioClient(settings: TwilioSettings): SmsSender {
  const doFetch = settings.fetch ?? fetch;
  const url = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const fromField = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send({ to, body }) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, [fromField]: settings.from, Body: body }).toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsSendError((error as { name?: string }).name ?? 'NETWORK', false);
      }
      const json: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const parsed = created.safeParse(json);
        if (!parsed.success) throw new SmsSendError('BAD_RESPONSE', false);
        return { providerId: parsed.data.sid };
      }
      const code = failed.safeParse(json).data?.code;
      const summary = code ? `TWILIO ${code}` : `HTTP ${response.status}`;
      throw new SmsSendError(
        summary,
        response.status >= 400 && response.status < 500 && response.status !== 429,
      );
    },
  };
}
