import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { PaymentDb } from '../db/client.ts';
import type { CaptureJournal } from '../journal/capture-journal.ts';
import type { PaypalApi } from '../paypal/paypal-client.ts';

export type PaymentMode = 'simulated' | 'sandbox' | 'live';

/** What every payment use case may use; main.ts builds it, tests build their own. */
export type PaymentDeps = {
  db: PaymentDb;
  welcomeFreeDeliveries: number;
  message: Pick<AsyncClient<MessageServiceDefinition>, 'GetPayableMessage' | 'GetDeletion'>;
  /** PayPal's REST API, or the simulated stand-in: the same calls either way. */
  paypal: PaypalApi;
  mode: PaymentMode;
  /** PayPal's public client id (empty in simulated mode). */
  clientId: string;
  /** Where PayPal sends the buyer back (PUBLIC_URL). */
  publicUrl: string;
  logger: Logger;
  /** PAYMENT_JOURNAL_DIR: where each capture is written once PayPal completed it, outside the databases. */
  captureJournal?: CaptureJournal;
  eventsWritten: () => void;
  now: () => Date;
};
