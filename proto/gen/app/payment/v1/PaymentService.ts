// Original file: app/payment/v1/payment.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetFreeDeliveriesRequest as _app_payment_v1_GetFreeDeliveriesRequest, GetFreeDeliveriesRequest__Output as _app_payment_v1_GetFreeDeliveriesRequest__Output } from '../../../app/payment/v1/GetFreeDeliveriesRequest.ts';
import type { GetFreeDeliveriesResponse as _app_payment_v1_GetFreeDeliveriesResponse, GetFreeDeliveriesResponse__Output as _app_payment_v1_GetFreeDeliveriesResponse__Output } from '../../../app/payment/v1/GetFreeDeliveriesResponse.ts';
import type { SpendFreeDeliveryRequest as _app_payment_v1_SpendFreeDeliveryRequest, SpendFreeDeliveryRequest__Output as _app_payment_v1_SpendFreeDeliveryRequest__Output } from '../../../app/payment/v1/SpendFreeDeliveryRequest.ts';
import type { SpendFreeDeliveryResponse as _app_payment_v1_SpendFreeDeliveryResponse, SpendFreeDeliveryResponse__Output as _app_payment_v1_SpendFreeDeliveryResponse__Output } from '../../../app/payment/v1/SpendFreeDeliveryResponse.ts';

export interface PaymentServiceClient extends grpc.Client {
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  SpendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  SpendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  SpendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  SpendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  spendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  spendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  spendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  spendFreeDelivery(argument: _app_payment_v1_SpendFreeDeliveryRequest, callback: grpc.requestCallback<_app_payment_v1_SpendFreeDeliveryResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface PaymentServiceHandlers extends grpc.UntypedServiceImplementation {
  GetFreeDeliveries: grpc.handleUnaryCall<_app_payment_v1_GetFreeDeliveriesRequest__Output, _app_payment_v1_GetFreeDeliveriesResponse>;
  
  SpendFreeDelivery: grpc.handleUnaryCall<_app_payment_v1_SpendFreeDeliveryRequest__Output, _app_payment_v1_SpendFreeDeliveryResponse>;
  
}

export interface PaymentServiceDefinition extends grpc.ServiceDefinition {
  GetFreeDeliveries: MethodDefinition<_app_payment_v1_GetFreeDeliveriesRequest, _app_payment_v1_GetFreeDeliveriesResponse, _app_payment_v1_GetFreeDeliveriesRequest__Output, _app_payment_v1_GetFreeDeliveriesResponse__Output>
  SpendFreeDelivery: MethodDefinition<_app_payment_v1_SpendFreeDeliveryRequest, _app_payment_v1_SpendFreeDeliveryResponse, _app_payment_v1_SpendFreeDeliveryRequest__Output, _app_payment_v1_SpendFreeDeliveryResponse__Output>
}
