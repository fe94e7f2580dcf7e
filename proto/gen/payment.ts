import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { GetFreeDeliveriesRequest as _app_payment_v1_GetFreeDeliveriesRequest, GetFreeDeliveriesRequest__Output as _app_payment_v1_GetFreeDeliveriesRequest__Output } from './app/payment/v1/GetFreeDeliveriesRequest.ts';
import type { GetFreeDeliveriesResponse as _app_payment_v1_GetFreeDeliveriesResponse, GetFreeDeliveriesResponse__Output as _app_payment_v1_GetFreeDeliveriesResponse__Output } from './app/payment/v1/GetFreeDeliveriesResponse.ts';
import type { PaymentServiceClient as _app_payment_v1_PaymentServiceClient, PaymentServiceDefinition as _app_payment_v1_PaymentServiceDefinition } from './app/payment/v1/PaymentService.ts';
import type { SpendFreeDeliveryRequest as _app_payment_v1_SpendFreeDeliveryRequest, SpendFreeDeliveryRequest__Output as _app_payment_v1_SpendFreeDeliveryRequest__Output } from './app/payment/v1/SpendFreeDeliveryRequest.ts';
import type { SpendFreeDeliveryResponse as _app_payment_v1_SpendFreeDeliveryResponse, SpendFreeDeliveryResponse__Output as _app_payment_v1_SpendFreeDeliveryResponse__Output } from './app/payment/v1/SpendFreeDeliveryResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    payment: {
      v1: {
        GetFreeDeliveriesRequest: MessageTypeDefinition<_app_payment_v1_GetFreeDeliveriesRequest, _app_payment_v1_GetFreeDeliveriesRequest__Output>
        GetFreeDeliveriesResponse: MessageTypeDefinition<_app_payment_v1_GetFreeDeliveriesResponse, _app_payment_v1_GetFreeDeliveriesResponse__Output>
        PaymentService: SubtypeConstructor<typeof grpc.Client, _app_payment_v1_PaymentServiceClient> & { service: _app_payment_v1_PaymentServiceDefinition }
        SpendFreeDeliveryRequest: MessageTypeDefinition<_app_payment_v1_SpendFreeDeliveryRequest, _app_payment_v1_SpendFreeDeliveryRequest__Output>
        SpendFreeDeliveryResponse: MessageTypeDefinition<_app_payment_v1_SpendFreeDeliveryResponse, _app_payment_v1_SpendFreeDeliveryResponse__Output>
      }
    }
  }
}

