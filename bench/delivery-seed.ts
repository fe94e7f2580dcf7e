import { randomUUID } from 'node:crypto';
import { generateAccessCode, normaliseAccessCode } from '@app/proto/rules/access-code';
import { decodeSecret } from '@app/platform/config';
import { parseKeyRing } from '@app/platform/encryption';
import { connectMessageDb } from '../services/message/src/db/client.ts';
import { accessCodeHash, recipientKey, seal } from '../services/message/src/domain/sealed-fields.ts';
import { connectSchedulerDb } from '../services/scheduler/src/db/client.ts';
import { planDelivery } from '../services/scheduler/src/domain/plan-delivery.ts';
import { letter } from './letter.ts';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';

/**
 * Seeds the delivery bench's waves as sealed messages, written through the message and scheduler services' own
 * code (their sealed fields and keyed code hash, the scheduler's planning) into the run's databases, not through
 * HTTP: sealing through the API runs at about 15 a second here, so 20,000 would take most of half an hour. Each
 * message is one of the bench's senders' (verified accounts made through the API), free, planned as the
 * scheduler plans a ready message: a dated one an hour ahead, a proof-of-life one with its first check-in on the
 * next 5th. Arming a wave then moves those instants to the wave's moment, the one thing written directly.
 *
 * Recipients are named so that every e-mail says which fact it is: a dated message `R<n>` at
 * `r<n>@recipients.bench.example` (its delivery e-mail, and its sender's notice "Your message for R<n>…"), a
 * proof-of-life one `C<n>` (its check-in "…your message for C<n>…").
 */
export type Sender = { userId: string; email: string; name: string };
export type SeededWave = { kind: 'delivery' | 'check-in'; messageIds: string[] };

export const recipientOf = (kind: SeededWave['kind'], n: number) => `${kind === 'delivery' ? 'R' : 'C'}${n}`;
export const recipientAddressOf = (n: number) => `r${n}@recipients.bench.example`;

const timeZone = 'Europe/Madrid';
const BATCH = 500;
const PLANNED_AT_ONCE = 8;

export function deliverySeeder(settings: {
  messageDatabaseUrl: string;
  schedulerDatabaseUrl: string;
  encryptionKeys: string;
  accessCodePepper: string;
}) {
  const messageDb = connectMessageDb(settings.messageDatabaseUrl);
  const schedulerDb = connectSchedulerDb(settings.schedulerDatabaseUrl);
  const deps = {
    keyRing: parseKeyRing(settings.encryptionKeys),
    accessCodePepper: decodeSecret(settings.accessCodePepper),
  };
  const scheduler = {
    db: schedulerDb,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    // Seeding plans and never dispatches: what the scheduler signs is signed by the running one.
    identity: createServiceIdentity('scheduler', generateServiceKey().signingKey),
    now: () => new Date(),
  };

  /** `count` sealed messages of the given kind, spread over the senders, planned but not due for an hour. */
  async function seed(kind: SeededWave['kind'], count: number, senders: Sender[]): Promise<SeededWave> {
    const messageIds: string[] = [];
    const inAnHour = new Date(Date.now() + 3_600_000);
    for (let first = 0; first < count; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => {
        const n = first + offset;
        const sender = senders[n % senders.length]!;
        const id = randomUUID();
        const accessCode = generateAccessCode();
        const s = (field: string, value: string) => seal(deps, id, field, value);
        messageIds.push(id);
        return {
          id,
          userId: sender.userId,
          messageType: 'love' as const,
          securityLevel: 'none' as const,
          deliveryMethod: 'email' as const,
          schedulingType: kind === 'delivery' ? ('specific_date' as const) : ('life_proof' as const),
          timeZone,
          deliveryDate: kind === 'delivery' ? inAnHour : null,
          isAnonymous: false,
          recipientEnc: s('recipient', recipientOf(kind, n)),
          recipientEmailEnc: s('recipientEmail', recipientAddressOf(n)),
          recipientKey: recipientKey(deps, recipientAddressOf(n)),
          subjectEnc: s('subject', letter.subject),
          contentEnc: s('content', letter.content),
          senderNameEnc: s('senderName', sender.name),
          senderEmailEnc: s('senderEmail', sender.email),
          accessCodeHash: accessCodeHash(deps, normaliseAccessCode(accessCode)!),
          accessCodeEnc: s('accessCode', accessCode),
          sealedAt: new Date(),
          requiresPayment: false,
          paid: true,
        };
      });
      await messageDb.message.createMany({ data: rows });
      // As the scheduler plans each message.ready: one transaction per message, as many at once as its pool holds.
      for (let start = 0; start < rows.length; start += PLANNED_AT_ONCE) {
        await Promise.all(
          rows.slice(start, start + PLANNED_AT_ONCE).map((row) =>
            planDelivery(
              scheduler,
              {
                id: randomUUID(),
                payload: {
                  messageId: row.id,
                  userId: row.userId,
                  schedulingType: row.schedulingType,
                  deliveryDate: row.deliveryDate?.toISOString() ?? null,
                  timeZone,
                  cadence: 'monthly',
                },
              },
              'bench-seed',
            ),
          ),
        );
      }
    }
    return { kind, messageIds };
  }

  /** The wave falls due at `at`: its jobs' instant, or its switches' next check-in. */
  async function arm(wave: SeededWave, at: Date): Promise<void> {
    if (wave.kind === 'delivery') {
      await messageDb.$executeRaw`UPDATE message SET delivery_date = ${at} WHERE id = ANY(${wave.messageIds}::uuid[])`;
      await schedulerDb.$executeRaw`UPDATE delivery_job SET due_at = ${at} WHERE message_id = ANY(${wave.messageIds}::uuid[])`;
    } else {
      await schedulerDb.$executeRaw`UPDATE life_proof_switch SET next_at = ${at} WHERE message_id = ANY(${wave.messageIds}::uuid[])`;
    }
  }

  return {
    seed,
    arm,
    async close() {
      await Promise.all([messageDb.$disconnect(), schedulerDb.$disconnect()]);
    },
  };
}
