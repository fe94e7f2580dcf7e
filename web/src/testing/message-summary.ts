import type { MessageSummary } from '@app/proto/api/messages';

/** A sealed dated e-mail letter as the home list gets it, waiting for its date; `over` changes what a test needs. */
export function messageSummary(id: string, over: Partial<MessageSummary> = {}): MessageSummary {
  return {
    id,
    recipient: 'Luis',
    recipientEmail: 'luis@example.com',
    subject: `Asunto ${id}`,
    messageType: 'love',
    securityLevel: 'none',
    deliveryMethod: 'email',
    deliveryDate: '2030-12-24T19:30:00.000Z',
    schedulingType: 'specific_date',
    accessCode: 'AAAA-BBBB-CCCC-DDDD',
    status: 'pending',
    isDelivered: false,
    isRead: false,
    isSealed: true,
    requiresPayment: false,
    paid: false,
    hasMedia: false,
    isAnonymous: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    isLocked: false,
    deliveryFailed: false,
    deliveryFailureCause: null,
    deliverNotBefore: null,
    recipientDeclined: false,
    reaction: null,
    lifeProof: null,
    letter: null,
    payment: null,
    ...over,
  };
}
