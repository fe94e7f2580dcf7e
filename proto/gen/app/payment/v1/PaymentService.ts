// Original file: app/payment/v1/payment.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApproveSimulatedOrderRequest as _app_payment_v1_ApproveSimulatedOrderRequest, ApproveSimulatedOrderRequest__Output as _app_payment_v1_ApproveSimulatedOrderRequest__Output } from '../../../app/payment/v1/ApproveSimulatedOrderRequest.ts';
import type { ApproveSimulatedOrderResponse as _app_payment_v1_ApproveSimulatedOrderResponse, ApproveSimulatedOrderResponse__Output as _app_payment_v1_ApproveSimulatedOrderResponse__Output } from '../../../app/payment/v1/ApproveSimulatedOrderResponse.ts';
import type { CancelOrderRequest as _app_payment_v1_CancelOrderRequest, CancelOrderRequest__Output as _app_payment_v1_CancelOrderRequest__Output } from '../../../app/payment/v1/CancelOrderRequest.ts';
import type { CancelOrderResponse as _app_payment_v1_CancelOrderResponse, CancelOrderResponse__Output as _app_payment_v1_CancelOrderResponse__Output } from '../../../app/payment/v1/CancelOrderResponse.ts';
import type { CaptureOrderRequest as _app_payment_v1_CaptureOrderRequest, CaptureOrderRequest__Output as _app_payment_v1_CaptureOrderRequest__Output } from '../../../app/payment/v1/CaptureOrderRequest.ts';
import type { CaptureOrderResponse as _app_payment_v1_CaptureOrderResponse, CaptureOrderResponse__Output as _app_payment_v1_CaptureOrderResponse__Output } from '../../../app/payment/v1/CaptureOrderResponse.ts';
import type { CreateDiscountCodeRequest as _app_payment_v1_CreateDiscountCodeRequest, CreateDiscountCodeRequest__Output as _app_payment_v1_CreateDiscountCodeRequest__Output } from '../../../app/payment/v1/CreateDiscountCodeRequest.ts';
import type { CreateOrderRequest as _app_payment_v1_CreateOrderRequest, CreateOrderRequest__Output as _app_payment_v1_CreateOrderRequest__Output } from '../../../app/payment/v1/CreateOrderRequest.ts';
import type { CreateOrderResponse as _app_payment_v1_CreateOrderResponse, CreateOrderResponse__Output as _app_payment_v1_CreateOrderResponse__Output } from '../../../app/payment/v1/CreateOrderResponse.ts';
import type { DeleteDiscountCodeRequest as _app_payment_v1_DeleteDiscountCodeRequest, DeleteDiscountCodeRequest__Output as _app_payment_v1_DeleteDiscountCodeRequest__Output } from '../../../app/payment/v1/DeleteDiscountCodeRequest.ts';
import type { DeleteDiscountCodeResponse as _app_payment_v1_DeleteDiscountCodeResponse, DeleteDiscountCodeResponse__Output as _app_payment_v1_DeleteDiscountCodeResponse__Output } from '../../../app/payment/v1/DeleteDiscountCodeResponse.ts';
import type { DiscountCode as _app_payment_v1_DiscountCode, DiscountCode__Output as _app_payment_v1_DiscountCode__Output } from '../../../app/payment/v1/DiscountCode.ts';
import type { GetFreeDeliveriesRequest as _app_payment_v1_GetFreeDeliveriesRequest, GetFreeDeliveriesRequest__Output as _app_payment_v1_GetFreeDeliveriesRequest__Output } from '../../../app/payment/v1/GetFreeDeliveriesRequest.ts';
import type { GetFreeDeliveriesResponse as _app_payment_v1_GetFreeDeliveriesResponse, GetFreeDeliveriesResponse__Output as _app_payment_v1_GetFreeDeliveriesResponse__Output } from '../../../app/payment/v1/GetFreeDeliveriesResponse.ts';
import type { GetMessagePaymentRequest as _app_payment_v1_GetMessagePaymentRequest, GetMessagePaymentRequest__Output as _app_payment_v1_GetMessagePaymentRequest__Output } from '../../../app/payment/v1/GetMessagePaymentRequest.ts';
import type { GetMessagePaymentResponse as _app_payment_v1_GetMessagePaymentResponse, GetMessagePaymentResponse__Output as _app_payment_v1_GetMessagePaymentResponse__Output } from '../../../app/payment/v1/GetMessagePaymentResponse.ts';
import type { GetOrderRequest as _app_payment_v1_GetOrderRequest, GetOrderRequest__Output as _app_payment_v1_GetOrderRequest__Output } from '../../../app/payment/v1/GetOrderRequest.ts';
import type { GetOrderResponse as _app_payment_v1_GetOrderResponse, GetOrderResponse__Output as _app_payment_v1_GetOrderResponse__Output } from '../../../app/payment/v1/GetOrderResponse.ts';
import type { GetPaymentOptionsRequest as _app_payment_v1_GetPaymentOptionsRequest, GetPaymentOptionsRequest__Output as _app_payment_v1_GetPaymentOptionsRequest__Output } from '../../../app/payment/v1/GetPaymentOptionsRequest.ts';
import type { GetPaymentOptionsResponse as _app_payment_v1_GetPaymentOptionsResponse, GetPaymentOptionsResponse__Output as _app_payment_v1_GetPaymentOptionsResponse__Output } from '../../../app/payment/v1/GetPaymentOptionsResponse.ts';
import type { HandlePaypalWebhookRequest as _app_payment_v1_HandlePaypalWebhookRequest, HandlePaypalWebhookRequest__Output as _app_payment_v1_HandlePaypalWebhookRequest__Output } from '../../../app/payment/v1/HandlePaypalWebhookRequest.ts';
import type { HandlePaypalWebhookResponse as _app_payment_v1_HandlePaypalWebhookResponse, HandlePaypalWebhookResponse__Output as _app_payment_v1_HandlePaypalWebhookResponse__Output } from '../../../app/payment/v1/HandlePaypalWebhookResponse.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListDiscountCodesRequest as _app_payment_v1_ListDiscountCodesRequest, ListDiscountCodesRequest__Output as _app_payment_v1_ListDiscountCodesRequest__Output } from '../../../app/payment/v1/ListDiscountCodesRequest.ts';
import type { ListDiscountCodesResponse as _app_payment_v1_ListDiscountCodesResponse, ListDiscountCodesResponse__Output as _app_payment_v1_ListDiscountCodesResponse__Output } from '../../../app/payment/v1/ListDiscountCodesResponse.ts';
import type { ListMessagePaymentsRequest as _app_payment_v1_ListMessagePaymentsRequest, ListMessagePaymentsRequest__Output as _app_payment_v1_ListMessagePaymentsRequest__Output } from '../../../app/payment/v1/ListMessagePaymentsRequest.ts';
import type { ListMessagePaymentsResponse as _app_payment_v1_ListMessagePaymentsResponse, ListMessagePaymentsResponse__Output as _app_payment_v1_ListMessagePaymentsResponse__Output } from '../../../app/payment/v1/ListMessagePaymentsResponse.ts';
import type { ListPaymentActivityRequest as _app_payment_v1_ListPaymentActivityRequest, ListPaymentActivityRequest__Output as _app_payment_v1_ListPaymentActivityRequest__Output } from '../../../app/payment/v1/ListPaymentActivityRequest.ts';
import type { ListPaymentActivityResponse as _app_payment_v1_ListPaymentActivityResponse, ListPaymentActivityResponse__Output as _app_payment_v1_ListPaymentActivityResponse__Output } from '../../../app/payment/v1/ListPaymentActivityResponse.ts';
import type { QuoteDeliveryRequest as _app_payment_v1_QuoteDeliveryRequest, QuoteDeliveryRequest__Output as _app_payment_v1_QuoteDeliveryRequest__Output } from '../../../app/payment/v1/QuoteDeliveryRequest.ts';
import type { QuoteDeliveryResponse as _app_payment_v1_QuoteDeliveryResponse, QuoteDeliveryResponse__Output as _app_payment_v1_QuoteDeliveryResponse__Output } from '../../../app/payment/v1/QuoteDeliveryResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { SetDiscountCodeActiveRequest as _app_payment_v1_SetDiscountCodeActiveRequest, SetDiscountCodeActiveRequest__Output as _app_payment_v1_SetDiscountCodeActiveRequest__Output } from '../../../app/payment/v1/SetDiscountCodeActiveRequest.ts';
import type { SpendFreeDeliveryRequest as _app_payment_v1_SpendFreeDeliveryRequest, SpendFreeDeliveryRequest__Output as _app_payment_v1_SpendFreeDeliveryRequest__Output } from '../../../app/payment/v1/SpendFreeDeliveryRequest.ts';
import type { SpendFreeDeliveryResponse as _app_payment_v1_SpendFreeDeliveryResponse, SpendFreeDeliveryResponse__Output as _app_payment_v1_SpendFreeDeliveryResponse__Output } from '../../../app/payment/v1/SpendFreeDeliveryResponse.ts';

export interface PaymentServiceClient extends grpc.Client {
  ApproveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  ApproveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  ApproveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  ApproveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  approveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  approveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  approveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  approveSimulatedOrder(argument: _app_payment_v1_ApproveSimulatedOrderRequest, callback: grpc.requestCallback<_app_payment_v1_ApproveSimulatedOrderResponse__Output>): grpc.ClientUnaryCall;
  
  CancelOrder(argument: _app_payment_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _app_payment_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _app_payment_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _app_payment_v1_CancelOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _app_payment_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _app_payment_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _app_payment_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _app_payment_v1_CancelOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CancelOrderResponse__Output>): grpc.ClientUnaryCall;
  
  CaptureOrder(argument: _app_payment_v1_CaptureOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  CaptureOrder(argument: _app_payment_v1_CaptureOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  CaptureOrder(argument: _app_payment_v1_CaptureOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  CaptureOrder(argument: _app_payment_v1_CaptureOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  captureOrder(argument: _app_payment_v1_CaptureOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  captureOrder(argument: _app_payment_v1_CaptureOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  captureOrder(argument: _app_payment_v1_CaptureOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  captureOrder(argument: _app_payment_v1_CaptureOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CaptureOrderResponse__Output>): grpc.ClientUnaryCall;
  
  CreateDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  CreateDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  CreateDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  CreateDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  createDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  createDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  createDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  createDiscountCode(argument: _app_payment_v1_CreateDiscountCodeRequest, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  
  CreateOrder(argument: _app_payment_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _app_payment_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _app_payment_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _app_payment_v1_CreateOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _app_payment_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _app_payment_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _app_payment_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _app_payment_v1_CreateOrderRequest, callback: grpc.requestCallback<_app_payment_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  DeleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  DeleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  DeleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  deleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  deleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  deleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  deleteDiscountCode(argument: _app_payment_v1_DeleteDiscountCodeRequest, callback: grpc.requestCallback<_app_payment_v1_DeleteDiscountCodeResponse__Output>): grpc.ClientUnaryCall;
  
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  GetFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  getFreeDeliveries(argument: _app_payment_v1_GetFreeDeliveriesRequest, callback: grpc.requestCallback<_app_payment_v1_GetFreeDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  GetMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  GetMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  GetMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  GetMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  getMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  getMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  getMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  getMessagePayment(argument: _app_payment_v1_GetMessagePaymentRequest, callback: grpc.requestCallback<_app_payment_v1_GetMessagePaymentResponse__Output>): grpc.ClientUnaryCall;
  
  GetOrder(argument: _app_payment_v1_GetOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _app_payment_v1_GetOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _app_payment_v1_GetOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _app_payment_v1_GetOrderRequest, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _app_payment_v1_GetOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _app_payment_v1_GetOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _app_payment_v1_GetOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _app_payment_v1_GetOrderRequest, callback: grpc.requestCallback<_app_payment_v1_GetOrderResponse__Output>): grpc.ClientUnaryCall;
  
  GetPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  GetPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  GetPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  GetPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  getPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  getPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  getPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  getPaymentOptions(argument: _app_payment_v1_GetPaymentOptionsRequest, callback: grpc.requestCallback<_app_payment_v1_GetPaymentOptionsResponse__Output>): grpc.ClientUnaryCall;
  
  HandlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  handlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  handlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  handlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  handlePaypalWebhook(argument: _app_payment_v1_HandlePaypalWebhookRequest, callback: grpc.requestCallback<_app_payment_v1_HandlePaypalWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  ListDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  ListDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  ListDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  listDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  listDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  listDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  listDiscountCodes(argument: _app_payment_v1_ListDiscountCodesRequest, callback: grpc.requestCallback<_app_payment_v1_ListDiscountCodesResponse__Output>): grpc.ClientUnaryCall;
  
  ListMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  ListMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  ListMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  ListMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  listMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  listMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  listMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  listMessagePayments(argument: _app_payment_v1_ListMessagePaymentsRequest, callback: grpc.requestCallback<_app_payment_v1_ListMessagePaymentsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  listPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  listPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  listPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  listPaymentActivity(argument: _app_payment_v1_ListPaymentActivityRequest, callback: grpc.requestCallback<_app_payment_v1_ListPaymentActivityResponse__Output>): grpc.ClientUnaryCall;
  
  QuoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  QuoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  QuoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  QuoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  quoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  quoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  quoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  quoteDelivery(argument: _app_payment_v1_QuoteDeliveryRequest, callback: grpc.requestCallback<_app_payment_v1_QuoteDeliveryResponse__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  SetDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  SetDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  SetDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  SetDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  setDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  setDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  setDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  setDiscountCodeActive(argument: _app_payment_v1_SetDiscountCodeActiveRequest, callback: grpc.requestCallback<_app_payment_v1_DiscountCode__Output>): grpc.ClientUnaryCall;
  
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
  ApproveSimulatedOrder: grpc.handleUnaryCall<_app_payment_v1_ApproveSimulatedOrderRequest__Output, _app_payment_v1_ApproveSimulatedOrderResponse>;
  
  CancelOrder: grpc.handleUnaryCall<_app_payment_v1_CancelOrderRequest__Output, _app_payment_v1_CancelOrderResponse>;
  
  CaptureOrder: grpc.handleUnaryCall<_app_payment_v1_CaptureOrderRequest__Output, _app_payment_v1_CaptureOrderResponse>;
  
  CreateDiscountCode: grpc.handleUnaryCall<_app_payment_v1_CreateDiscountCodeRequest__Output, _app_payment_v1_DiscountCode>;
  
  CreateOrder: grpc.handleUnaryCall<_app_payment_v1_CreateOrderRequest__Output, _app_payment_v1_CreateOrderResponse>;
  
  DeleteDiscountCode: grpc.handleUnaryCall<_app_payment_v1_DeleteDiscountCodeRequest__Output, _app_payment_v1_DeleteDiscountCodeResponse>;
  
  GetFreeDeliveries: grpc.handleUnaryCall<_app_payment_v1_GetFreeDeliveriesRequest__Output, _app_payment_v1_GetFreeDeliveriesResponse>;
  
  GetMessagePayment: grpc.handleUnaryCall<_app_payment_v1_GetMessagePaymentRequest__Output, _app_payment_v1_GetMessagePaymentResponse>;
  
  GetOrder: grpc.handleUnaryCall<_app_payment_v1_GetOrderRequest__Output, _app_payment_v1_GetOrderResponse>;
  
  GetPaymentOptions: grpc.handleUnaryCall<_app_payment_v1_GetPaymentOptionsRequest__Output, _app_payment_v1_GetPaymentOptionsResponse>;
  
  HandlePaypalWebhook: grpc.handleUnaryCall<_app_payment_v1_HandlePaypalWebhookRequest__Output, _app_payment_v1_HandlePaypalWebhookResponse>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListDiscountCodes: grpc.handleUnaryCall<_app_payment_v1_ListDiscountCodesRequest__Output, _app_payment_v1_ListDiscountCodesResponse>;
  
  ListMessagePayments: grpc.handleUnaryCall<_app_payment_v1_ListMessagePaymentsRequest__Output, _app_payment_v1_ListMessagePaymentsResponse>;
  
  ListPaymentActivity: grpc.handleUnaryCall<_app_payment_v1_ListPaymentActivityRequest__Output, _app_payment_v1_ListPaymentActivityResponse>;
  
  QuoteDelivery: grpc.handleUnaryCall<_app_payment_v1_QuoteDeliveryRequest__Output, _app_payment_v1_QuoteDeliveryResponse>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  SetDiscountCodeActive: grpc.handleUnaryCall<_app_payment_v1_SetDiscountCodeActiveRequest__Output, _app_payment_v1_DiscountCode>;
  
  SpendFreeDelivery: grpc.handleUnaryCall<_app_payment_v1_SpendFreeDeliveryRequest__Output, _app_payment_v1_SpendFreeDeliveryResponse>;
  
}

export interface PaymentServiceDefinition extends grpc.ServiceDefinition {
  ApproveSimulatedOrder: MethodDefinition<_app_payment_v1_ApproveSimulatedOrderRequest, _app_payment_v1_ApproveSimulatedOrderResponse, _app_payment_v1_ApproveSimulatedOrderRequest__Output, _app_payment_v1_ApproveSimulatedOrderResponse__Output>
  CancelOrder: MethodDefinition<_app_payment_v1_CancelOrderRequest, _app_payment_v1_CancelOrderResponse, _app_payment_v1_CancelOrderRequest__Output, _app_payment_v1_CancelOrderResponse__Output>
  CaptureOrder: MethodDefinition<_app_payment_v1_CaptureOrderRequest, _app_payment_v1_CaptureOrderResponse, _app_payment_v1_CaptureOrderRequest__Output, _app_payment_v1_CaptureOrderResponse__Output>
  CreateDiscountCode: MethodDefinition<_app_payment_v1_CreateDiscountCodeRequest, _app_payment_v1_DiscountCode, _app_payment_v1_CreateDiscountCodeRequest__Output, _app_payment_v1_DiscountCode__Output>
  CreateOrder: MethodDefinition<_app_payment_v1_CreateOrderRequest, _app_payment_v1_CreateOrderResponse, _app_payment_v1_CreateOrderRequest__Output, _app_payment_v1_CreateOrderResponse__Output>
  DeleteDiscountCode: MethodDefinition<_app_payment_v1_DeleteDiscountCodeRequest, _app_payment_v1_DeleteDiscountCodeResponse, _app_payment_v1_DeleteDiscountCodeRequest__Output, _app_payment_v1_DeleteDiscountCodeResponse__Output>
  GetFreeDeliveries: MethodDefinition<_app_payment_v1_GetFreeDeliveriesRequest, _app_payment_v1_GetFreeDeliveriesResponse, _app_payment_v1_GetFreeDeliveriesRequest__Output, _app_payment_v1_GetFreeDeliveriesResponse__Output>
  GetMessagePayment: MethodDefinition<_app_payment_v1_GetMessagePaymentRequest, _app_payment_v1_GetMessagePaymentResponse, _app_payment_v1_GetMessagePaymentRequest__Output, _app_payment_v1_GetMessagePaymentResponse__Output>
  GetOrder: MethodDefinition<_app_payment_v1_GetOrderRequest, _app_payment_v1_GetOrderResponse, _app_payment_v1_GetOrderRequest__Output, _app_payment_v1_GetOrderResponse__Output>
  GetPaymentOptions: MethodDefinition<_app_payment_v1_GetPaymentOptionsRequest, _app_payment_v1_GetPaymentOptionsResponse, _app_payment_v1_GetPaymentOptionsRequest__Output, _app_payment_v1_GetPaymentOptionsResponse__Output>
  HandlePaypalWebhook: MethodDefinition<_app_payment_v1_HandlePaypalWebhookRequest, _app_payment_v1_HandlePaypalWebhookResponse, _app_payment_v1_HandlePaypalWebhookRequest__Output, _app_payment_v1_HandlePaypalWebhookResponse__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListDiscountCodes: MethodDefinition<_app_payment_v1_ListDiscountCodesRequest, _app_payment_v1_ListDiscountCodesResponse, _app_payment_v1_ListDiscountCodesRequest__Output, _app_payment_v1_ListDiscountCodesResponse__Output>
  ListMessagePayments: MethodDefinition<_app_payment_v1_ListMessagePaymentsRequest, _app_payment_v1_ListMessagePaymentsResponse, _app_payment_v1_ListMessagePaymentsRequest__Output, _app_payment_v1_ListMessagePaymentsResponse__Output>
  ListPaymentActivity: MethodDefinition<_app_payment_v1_ListPaymentActivityRequest, _app_payment_v1_ListPaymentActivityResponse, _app_payment_v1_ListPaymentActivityRequest__Output, _app_payment_v1_ListPaymentActivityResponse__Output>
  QuoteDelivery: MethodDefinition<_app_payment_v1_QuoteDeliveryRequest, _app_payment_v1_QuoteDeliveryResponse, _app_payment_v1_QuoteDeliveryRequest__Output, _app_payment_v1_QuoteDeliveryResponse__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  SetDiscountCodeActive: MethodDefinition<_app_payment_v1_SetDiscountCodeActiveRequest, _app_payment_v1_DiscountCode, _app_payment_v1_SetDiscountCodeActiveRequest__Output, _app_payment_v1_DiscountCode__Output>
  SpendFreeDelivery: MethodDefinition<_app_payment_v1_SpendFreeDeliveryRequest, _app_payment_v1_SpendFreeDeliveryResponse, _app_payment_v1_SpendFreeDeliveryRequest__Output, _app_payment_v1_SpendFreeDeliveryResponse__Output>
}
