import type { AccessServiceDefinition } from '../gen/app/access/v1/AccessService.ts';
import type { AuthServiceDefinition } from '../gen/app/auth/v1/AuthService.ts';
import type { MediaServiceDefinition } from '../gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '../gen/app/message/v1/MessageService.ts';
import type { NotificationServiceDefinition } from '../gen/app/notification/v1/NotificationService.ts';
import type { PaymentServiceDefinition } from '../gen/app/payment/v1/PaymentService.ts';
import type { SchedulerServiceDefinition } from '../gen/app/scheduler/v1/SchedulerService.ts';

/** Every process that signs its calls: the backend services and the bff. */
export const callerNames = [
  'auth',
  'bff',
  'message',
  'access',
  'media',
  'payment',
  'notification',
  'scheduler',
] as const;
export type CallerName = (typeof callerNames)[number];

/**
 * What a caller must show, besides its own signature, to call a method:
 * - `service`: nothing more; the caller acts for the product, not for a person.
 * - `user`: an assertion signed by auth for the person the request names at `field` (a dotted path in the
 *   request); an object beside that field may not claim a verified e-mail the assertion does not.
 * - `user-if-named`: the same, only when the request names a person there (guest pages pay and read with a
 *   payment token instead of a session).
 * - `admin`: an assertion signed by auth for an admin.
 */
export type CallerRule = 'service' | 'admin' | { user: string } | { userIfNamed: string };

/** Who may call one method, and with what. A caller not listed is refused. */
export type MethodPolicy = Partial<Record<CallerName, CallerRule>>;

/** A policy for every method of a service definition: one missing does not compile. */
export type PolicyOf<D> = { [K in keyof D as string extends K ? never : K]: MethodPolicy };

// The usual policies, by name (the manifests use them).
export const bffOnly: MethodPolicy = { bff: 'service' };
export const bffAdmin: MethodPolicy = { bff: 'admin' };
export const ownerOf: MethodPolicy = { bff: { user: 'owner.userId' } };
export const userOf: MethodPolicy = { bff: { user: 'userId' } };

/** The services that serve gRPC, in start order. */
export const servedNames = [
  'auth',
  'message',
  'access',
  'media',
  'payment',
  'notification',
  'scheduler',
] as const;
export type ServedName = (typeof servedNames)[number];

/** Each served service's generated definition: what its methods are named. */
export type ServedDefinitions = {
  auth: AuthServiceDefinition;
  message: MessageServiceDefinition;
  access: AccessServiceDefinition;
  media: MediaServiceDefinition;
  payment: PaymentServiceDefinition;
  notification: NotificationServiceDefinition;
  scheduler: SchedulerServiceDefinition;
};
