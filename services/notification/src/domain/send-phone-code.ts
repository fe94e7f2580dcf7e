import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { phoneCodeSms } from '../templates/sms-texts.ts';
import { toLanguage } from './message-mail-deps.ts';
import { sendSmsOnce, type SmsDeps } from './send-sms-once.ts';

export type PhoneCodeDeps = SmsDeps & { auth: Pick<AsyncClient<AuthServiceDefinition>, 'IssuePhoneCode'> };

/** The sender's phone verification code by SMS, once per event; the code is asked of auth at the moment of sending. */
export async function sendPhoneCode(
  deps: PhoneCodeDeps,
  request: { eventId: string; userId: string; requestId: string },
  logger: Logger,
): Promise<void> {
  await sendSmsOnce(
    deps,
    { eventId: request.eventId, kind: 'phone_code', userId: request.userId },
    async () => {
      let issued;
      try {
        issued = await deps.auth.IssuePhoneCode({ requestId: request.requestId });
      } catch (error) {
        // Spent, expired, or for a number since replaced: nothing left worth sending.
        if (
          error instanceof AppError &&
          (error.code === 'FAILED_PRECONDITION' || error.code === 'NOT_FOUND')
        ) {
          return { skip: error.reason };
        }
        throw error;
      }
      return { to: issued.phone, body: phoneCodeSms(toLanguage(issued.language), issued.code) };
    },
    logger,
  );
}
