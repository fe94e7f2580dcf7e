import type { ProtoGrpcType as AccessProto } from '../gen/access.ts';
import type { ProtoGrpcType as AuthProto } from '../gen/auth.ts';
import type { ProtoGrpcType as MediaProto } from '../gen/media.ts';
import type { ProtoGrpcType as MessageProto } from '../gen/message.ts';
import type { ProtoGrpcType as NotificationProto } from '../gen/notification.ts';
import type { ProtoGrpcType as PaymentProto } from '../gen/payment.ts';
import type { ProtoGrpcType as SchedulerProto } from '../gen/scheduler.ts';
import { loadServiceProto } from './load.ts';

/** Typed service constructors (client class + `.service` definition), loaded from the .proto files. */
export const services = {
  auth: () => (loadServiceProto('auth') as unknown as AuthProto).app.auth.v1.AuthService,
  message: () => (loadServiceProto('message') as unknown as MessageProto).app.message.v1.MessageService,
  access: () => (loadServiceProto('access') as unknown as AccessProto).app.access.v1.AccessService,
  media: () => (loadServiceProto('media') as unknown as MediaProto).app.media.v1.MediaService,
  payment: () => (loadServiceProto('payment') as unknown as PaymentProto).app.payment.v1.PaymentService,
  notification: () =>
    (loadServiceProto('notification') as unknown as NotificationProto).app.notification.v1
      .NotificationService,
  scheduler: () =>
    (loadServiceProto('scheduler') as unknown as SchedulerProto).app.scheduler.v1.SchedulerService,
};
