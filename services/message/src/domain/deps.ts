import type { FactJournal } from '@app/platform/fact-journal';
import type { KeyRing } from '@app/platform/encryption';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import type { MessageDb } from '../db/client.ts';

/** What every message use case may use; main.ts builds it, tests build their own. */
export type MessageDeps = {
  db: MessageDb;
  keyRing: KeyRing;
  accessCodePepper: Buffer;
  answerPepper: Buffer;
  dailySealLimit: number;
  /** Days an address rests after an address bounce (BOUNCE_SUPPRESSION_DAYS). */
  suppressionDays: number;
  payment: Pick<
    AsyncClient<PaymentServiceDefinition>,
    'GetFreeDeliveries' | 'SpendFreeDelivery' | 'GetMessagePayment'
  >;
  eventsWritten: () => void;
  now: () => Date;
  /** CHOICE_JOURNAL_DIR's journal: recipients' refusals are written there too, to outlive a restore. */
  choiceJournal?: FactJournal;
};

/** The signed-in person asking, as the bff's session established them. */
export type Owner = {
  userId: string;
  username: string;
  fullName: string;
  email: string;
  isEmailVerified: boolean;
};
