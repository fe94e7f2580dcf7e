import type { Language } from '@app/platform/i18n/catalogue';
import {
  accountArchiveEmail,
  accountClosedEmail,
  accountSuspendedEmail,
  backupVerificationEmail,
  passwordResetEmail,
  verificationEmail,
} from './account-emails.ts';
import { smsBudgetAlertEmail, testEmail } from './admin-emails.ts';
import { armedReviewEmail } from './armed-review-emails.ts';
import { checkInEmail } from './check-in-emails.ts';
import { contactInvitationEmail } from './contact-invitation-emails.ts';
import { contactCheckEmail } from './contact-check-emails.ts';
import {
  recipientDeletionNotice,
  recipientEmail,
  senderNotice,
  type SenderNoticeKind,
} from './message-emails.ts';
import { paymentReceipt, paymentRefund } from './receipt-emails.ts';
import type { RenderedEmail } from './render-email.ts';

const inAWeek = new Date(Date.now() + 7 * 86_400_000);
const timeZone = 'Europe/Madrid';
const noticeKinds: SenderNoticeKind[] = [
  'delivered',
  'read',
  'locked',
  'deleted_by_recipient',
  'deleted_by_attempts',
  'delivery_failed',
  'letter_returned',
  'address_resting',
];

/**
 * One of each e-mail the product sends (and each variant that changes its shape), named for a file, with
 * made-up people and links on `site`: what `npm run emails:preview` writes and what the signing test signs.
 */
export function sampleEmails(language: Language, site: string): [string, RenderedEmail][] {
  const account = { language, name: 'Ana García', expiresAt: inAWeek, timeZone };
  const checkIn = {
    language,
    name: 'Ana García',
    recipient: 'Luis Martín',
    missed: 1,
    answerBy: inAWeek,
    timeZone,
    test: false,
    lastChance: false,
    deliverAt: null,
    url: `${site}/proof-of-life#token=${'c'.repeat(43)}`,
  };
  return [
    ['verification', verificationEmail({ ...account, url: `${site}/verify-email?token=${'v'.repeat(43)}` })],
    [
      'backup-verification',
      backupVerificationEmail({ ...account, url: `${site}/account/backup-email#token=${'b'.repeat(43)}` }),
    ],
    [
      'password-reset',
      passwordResetEmail({ ...account, url: `${site}/reset-password?token=${'r'.repeat(43)}` }),
    ],
    ['account-archive', accountArchiveEmail({ ...account, url: `${site}/account` })],
    ['account-closed', accountClosedEmail({ language, name: account.name })],
    ['account-suspended', accountSuspendedEmail({ language, name: account.name })],
    [
      'delivery',
      recipientEmail({
        language,
        recipient: 'Luis Martín',
        senderName: 'Ana García',
        accessCode: 'K7QF-9M2X-ZP4D-H3TB',
        url: `${site}/message/access#code=K7QF-9M2X-ZP4D-H3TB`,
        choicesUrl: `${site}/recipient/choices#token=${'c'.repeat(69)}`,
        oneClickUrl: `${site}/api/recipient-choices/one-click/${'c'.repeat(69)}`,
      }),
    ],
    ...noticeKinds.map((kind): [string, RenderedEmail] => [
      `sender-${kind.replaceAll('_', '-')}`,
      senderNotice({ kind, language, name: 'Ana García', recipient: 'Luis Martín', url: `${site}/` }),
    ]),
    [
      'recipient-deletion',
      recipientDeletionNotice({ language, recipient: 'Luis Martín', senderName: 'Ana García' }),
    ],
    ['check-in', checkInEmail(checkIn)],
    ['check-in-last-chance', checkInEmail({ ...checkIn, missed: 3, lastChance: true })],
    ['check-in-backup', checkInEmail({ ...checkIn, missed: 1, backup: true })],
    [
      'armed-review',
      armedReviewEmail({
        language,
        name: 'Ana García',
        timeZone: 'Europe/Madrid',
        armed: [
          { recipient: 'Luis Martín', nextCheckInAt: inAWeek },
          { recipient: 'Marta', nextCheckInAt: null },
        ],
        url: `${site}/proof-of-life/review#token=${'w'.repeat(43)}`,
      }),
    ],
    [
      'contact-invitation',
      contactInvitationEmail({
        language,
        contactName: 'Marta',
        senderName: 'Ana García',
        url: `${site}/trusted-contact#token=${'i'.repeat(43)}`,
      }),
    ],
    [
      'contact-check',
      contactCheckEmail({ ...checkIn, contactName: 'Marta', senderName: 'Ana García', respondBy: inAWeek }),
    ],
    [
      'receipt',
      paymentReceipt({
        language,
        name: 'Ana García',
        recipient: 'Luis Martín',
        deliveryMethod: 'postal_standard',
        baseCents: 899,
        discountPercent: 20,
        discountCents: 180,
        finalCents: 719,
        currency: 'EUR',
        discountCode: 'BIENVENIDA',
        orderId: '5O190127TN364715T',
        paidAt: new Date(),
        timeZone,
        url: `${site}/`,
      }),
    ],
    [
      'refund',
      paymentRefund({
        language,
        name: 'Ana García',
        reason: 'message_deleted',
        amountCents: 719,
        currency: 'EUR',
        orderId: '5O190127TN364715T',
        url: `${site}/`,
      }),
    ],
    ['admin-test', testEmail({ language, subject: 'Prueba / Test', message: 'Hola.\n\nHello.' })],
    [
      'admin-sms-budget',
      smsBudgetAlertEmail({
        language,
        name: 'Ana García',
        state: 'near',
        spent: 160,
        budget: 200,
        url: `${site}/admin?tab=status`,
      }),
    ],
  ];
}
