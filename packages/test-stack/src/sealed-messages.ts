import type { DeliveryMethod } from '@app/proto/rules/prices';
// Senders and sealed messages made through the real auth and message services of `startBackends`, for the
// tests of the services that come after sealing (notification, access).
import { randomUUID } from 'node:crypto';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { issueEmailToken, type Backends } from './backends.ts';

/** The message service as its real callers reach it: each call signed as one of them. */
export const connectMessage = (address: string) => createTestClient(services.message(), 'message', address);
export type MessageClient = ReturnType<typeof connectMessage>;

/** `email`: the sender's own address (at a domain a test fails mail to, say); a fresh one at example.com else. */
export type SenderOptions = { language?: 'es' | 'en'; email?: string };

/** A registered sender whose address is verified, as the message service sees them (the bff's Owner). */
export async function verifiedSender(backends: Backends, label: string, options: SenderOptions = {}) {
  const suffix = randomUUID().slice(0, 8);
  const language = options.language ?? 'es';
  const registered = await backends.bffAuthClient.Register({
    username: `${label}_${suffix}`,
    email: options.email ?? `${label}.${suffix}@example.com`,
    password: 'correct horse battery',
    fullName: 'Ana García',
    client: { language, timeZone: 'Europe/Madrid', ip: '127.0.0.1' },
  });
  const user = registered.user!;
  const { token } = await issueEmailToken(backends, user.id, 'verify_email');
  await backends.bffAuthClient.VerifyEmail({ token });
  return {
    user,
    owner: {
      userId: user.id,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      isEmailVerified: true,
      language,
    },
  };
}

export type Sender = Awaited<ReturnType<typeof verifiedSender>>;

export type LetterOptions = {
  isAnonymous?: boolean;
  deliveryMethod?: DeliveryMethod;
  securityLevel?: 'none' | 'basic' | 'intermediate' | 'strict';
  questions?: { question: string; answer: string }[];
  deliveryDate?: string;
  content?: string;
  recipientEmail?: string;
  schedulingType?: 'specific_date' | 'life_proof';
  lifeProofCadence?: 'weekly' | 'monthly' | 'quarterly';
  trustedContact?: { name: string; email: string };
  /** A letter's destination; `madridAddress` unless given. */
  postalAddress?: typeof madridAddress;
};

/** Where the test letters go (a real-looking Spanish address, as the wizard would send it). */
export const madridAddress = {
  name: 'Luis García',
  line1: 'Calle Mayor 1, 3º B',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  region: '',
  country: 'ES',
};

/**
 * When test letters are due unless a test says otherwise: years ahead, so that the real scheduler of `startBackends`
 * plans them and releases none until a test calls `release` (a letter due "at once" is released within moments).
 */
export const farDeliveryDate = () => new Date(Date.now() + 5 * 365 * 86_400_000).toISOString();

/**
 * A message of `sender` for Luis (a fresh address each time), still open: attachments may join it. Dated
 * `farDeliveryDate()` unless `deliveryDate` is given ('' is "at once").
 */
export async function openMessage(message: MessageClient, sender: Sender, options: LetterOptions = {}) {
  const recipientEmail = options.recipientEmail ?? `luis.${randomUUID().slice(0, 8)}@example.com`;
  const created = await message.CreateMessage({
    owner: sender.owner,
    recipient: 'Luis',
    recipientEmail,
    subject: 'Para cuando llegue el día',
    content: options.content ?? 'Querido Luis: la llave está en la caja azul.',
    messageType: 'love',
    securityLevel: options.securityLevel ?? 'none',
    deliveryMethod: options.deliveryMethod ?? 'email',
    deliveryDate: options.deliveryDate ?? farDeliveryDate(),
    schedulingType: options.schedulingType ?? 'specific_date',
    lifeProofCadence: options.lifeProofCadence,
    isAnonymous: options.isAnonymous ?? false,
    senderCustomTitle: '',
    hasMedia: false,
    templateId: 0,
    questions: options.questions ?? [],
    postalAddress:
      (options.deliveryMethod ?? 'email') === 'email' ? undefined : (options.postalAddress ?? madridAddress),
    trustedContact: options.trustedContact,
  });
  return { messageId: created.id, recipientEmail };
}

/** A sealed message of `sender` for Luis (a fresh address each time). */
export async function sealedMessage(message: MessageClient, sender: Sender, options: LetterOptions = {}) {
  const { messageId, recipientEmail } = await openMessage(message, sender, options);
  const sealed = await message.SealMessage({ owner: sender.owner, messageId });
  return { messageId, accessCode: sealed.accessCode, recipientEmail };
}
