import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import { getFreeDeliveries, spendFreeDelivery, type FreeDeliveryDeps } from '../domain/free-deliveries.ts';

export function paymentHandlers(deps: FreeDeliveryDeps): AsyncHandlers<PaymentServiceDefinition> {
  return {
    async GetFreeDeliveries(request) {
      return { freeDeliveries: await getFreeDeliveries(deps, request.userId) };
    },
    async SpendFreeDelivery(request) {
      return spendFreeDelivery(deps, request.userId, request.messageId);
    },
  };
}
