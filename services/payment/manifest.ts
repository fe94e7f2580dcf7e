import { bffAdmin, bffOnly, userOf } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The payment service: free deliveries, PayPal orders and discount codes. */
export const manifest = serviceManifest({
  name: 'payment',
  grpcPort: 50055,
  serves: {
    GetFreeDeliveries: { bff: { user: 'userId' }, message: 'service' },
    SpendFreeDelivery: { message: 'service' },
    GetPaymentOptions: bffOnly,
    QuoteDelivery: bffOnly,
    CreateOrder: { bff: { userIfNamed: 'payer.userId' } },
    // Notification reads an order for its receipt; the bff only for the order's payer (checked by payment).
    GetOrder: { notification: 'service', bff: { userIfNamed: 'payer.userId' } },
    ApproveSimulatedOrder: bffOnly,
    CaptureOrder: bffOnly,
    CancelOrder: { bff: { userIfNamed: 'payer.userId' } },
    HandlePaypalWebhook: bffOnly,
    ListMessagePayments: userOf,
    GetMessagePayment: { message: 'service' },
    ListDiscountCodes: bffAdmin,
    CreateDiscountCode: bffAdmin,
    SetDiscountCodeActive: bffAdmin,
    DeleteDiscountCode: bffAdmin,
    ListPaymentActivity: bffAdmin,
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // GetAccountClosure (before erasing anything of a closed account on `auth.user.deleted`)
    auth: ['GetAccountClosure'],
    // GetPayableMessage (who may pay for a message, and its delivery method: the price; re-read before a
    // capture or a refund); GetDeletion (before giving anything back)
    message: ['GetPayableMessage', 'GetDeletion'],
  },
  publishes: 'payment',
  consumes: {
    'free-delivery-ledger': from('auth', 'auth.user.registered', 'auth.user.deleted'),
    refunds: from('message', 'message.deleted'),
  },
});
