import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';
import type { ApproveSimulatedOrderRequest as _app_payment_v1_ApproveSimulatedOrderRequest, ApproveSimulatedOrderRequest__Output as _app_payment_v1_ApproveSimulatedOrderRequest__Output } from './app/payment/v1/ApproveSimulatedOrderRequest.ts';
import type { ApproveSimulatedOrderResponse as _app_payment_v1_ApproveSimulatedOrderResponse, ApproveSimulatedOrderResponse__Output as _app_payment_v1_ApproveSimulatedOrderResponse__Output } from './app/payment/v1/ApproveSimulatedOrderResponse.ts';
import type { CancelOrderRequest as _app_payment_v1_CancelOrderRequest, CancelOrderRequest__Output as _app_payment_v1_CancelOrderRequest__Output } from './app/payment/v1/CancelOrderRequest.ts';
import type { CancelOrderResponse as _app_payment_v1_CancelOrderResponse, CancelOrderResponse__Output as _app_payment_v1_CancelOrderResponse__Output } from './app/payment/v1/CancelOrderResponse.ts';
import type { CaptureOrderRequest as _app_payment_v1_CaptureOrderRequest, CaptureOrderRequest__Output as _app_payment_v1_CaptureOrderRequest__Output } from './app/payment/v1/CaptureOrderRequest.ts';
import type { CaptureOrderResponse as _app_payment_v1_CaptureOrderResponse, CaptureOrderResponse__Output as _app_payment_v1_CaptureOrderResponse__Output } from './app/payment/v1/CaptureOrderResponse.ts';
import type { CreateDiscountCodeRequest as _app_payment_v1_CreateDiscountCodeRequest, CreateDiscountCodeRequest__Output as _app_payment_v1_CreateDiscountCodeRequest__Output } from './app/payment/v1/CreateDiscountCodeRequest.ts';
import type { CreateOrderRequest as _app_payment_v1_CreateOrderRequest, CreateOrderRequest__Output as _app_payment_v1_CreateOrderRequest__Output } from './app/payment/v1/CreateOrderRequest.ts';
import type { CreateOrderResponse as _app_payment_v1_CreateOrderResponse, CreateOrderResponse__Output as _app_payment_v1_CreateOrderResponse__Output } from './app/payment/v1/CreateOrderResponse.ts';
import type { DeleteDiscountCodeRequest as _app_payment_v1_DeleteDiscountCodeRequest, DeleteDiscountCodeRequest__Output as _app_payment_v1_DeleteDiscountCodeRequest__Output } from './app/payment/v1/DeleteDiscountCodeRequest.ts';
import type { DeleteDiscountCodeResponse as _app_payment_v1_DeleteDiscountCodeResponse, DeleteDiscountCodeResponse__Output as _app_payment_v1_DeleteDiscountCodeResponse__Output } from './app/payment/v1/DeleteDiscountCodeResponse.ts';
import type { DiscountCode as _app_payment_v1_DiscountCode, DiscountCode__Output as _app_payment_v1_DiscountCode__Output } from './app/payment/v1/DiscountCode.ts';
import type { GetFreeDeliveriesRequest as _app_payment_v1_GetFreeDeliveriesRequest, GetFreeDeliveriesRequest__Output as _app_payment_v1_GetFreeDeliveriesRequest__Output } from './app/payment/v1/GetFreeDeliveriesRequest.ts';
import type { GetFreeDeliveriesResponse as _app_payment_v1_GetFreeDeliveriesResponse, GetFreeDeliveriesResponse__Output as _app_payment_v1_GetFreeDeliveriesResponse__Output } from './app/payment/v1/GetFreeDeliveriesResponse.ts';
import type { GetMessagePaymentRequest as _app_payment_v1_GetMessagePaymentRequest, GetMessagePaymentRequest__Output as _app_payment_v1_GetMessagePaymentRequest__Output } from './app/payment/v1/GetMessagePaymentRequest.ts';
import type { GetMessagePaymentResponse as _app_payment_v1_GetMessagePaymentResponse, GetMessagePaymentResponse__Output as _app_payment_v1_GetMessagePaymentResponse__Output } from './app/payment/v1/GetMessagePaymentResponse.ts';
import type { GetOrderRequest as _app_payment_v1_GetOrderRequest, GetOrderRequest__Output as _app_payment_v1_GetOrderRequest__Output } from './app/payment/v1/GetOrderRequest.ts';
import type { GetOrderResponse as _app_payment_v1_GetOrderResponse, GetOrderResponse__Output as _app_payment_v1_GetOrderResponse__Output } from './app/payment/v1/GetOrderResponse.ts';
import type { GetPaymentOptionsRequest as _app_payment_v1_GetPaymentOptionsRequest, GetPaymentOptionsRequest__Output as _app_payment_v1_GetPaymentOptionsRequest__Output } from './app/payment/v1/GetPaymentOptionsRequest.ts';
import type { GetPaymentOptionsResponse as _app_payment_v1_GetPaymentOptionsResponse, GetPaymentOptionsResponse__Output as _app_payment_v1_GetPaymentOptionsResponse__Output } from './app/payment/v1/GetPaymentOptionsResponse.ts';
import type { HandlePaypalWebhookRequest as _app_payment_v1_HandlePaypalWebhookRequest, HandlePaypalWebhookRequest__Output as _app_payment_v1_HandlePaypalWebhookRequest__Output } from './app/payment/v1/HandlePaypalWebhookRequest.ts';
import type { HandlePaypalWebhookResponse as _app_payment_v1_HandlePaypalWebhookResponse, HandlePaypalWebhookResponse__Output as _app_payment_v1_HandlePaypalWebhookResponse__Output } from './app/payment/v1/HandlePaypalWebhookResponse.ts';
import type { ListDiscountCodesRequest as _app_payment_v1_ListDiscountCodesRequest, ListDiscountCodesRequest__Output as _app_payment_v1_ListDiscountCodesRequest__Output } from './app/payment/v1/ListDiscountCodesRequest.ts';
import type { ListDiscountCodesResponse as _app_payment_v1_ListDiscountCodesResponse, ListDiscountCodesResponse__Output as _app_payment_v1_ListDiscountCodesResponse__Output } from './app/payment/v1/ListDiscountCodesResponse.ts';
import type { ListMessagePaymentsRequest as _app_payment_v1_ListMessagePaymentsRequest, ListMessagePaymentsRequest__Output as _app_payment_v1_ListMessagePaymentsRequest__Output } from './app/payment/v1/ListMessagePaymentsRequest.ts';
import type { ListMessagePaymentsResponse as _app_payment_v1_ListMessagePaymentsResponse, ListMessagePaymentsResponse__Output as _app_payment_v1_ListMessagePaymentsResponse__Output } from './app/payment/v1/ListMessagePaymentsResponse.ts';
import type { ListPaymentActivityRequest as _app_payment_v1_ListPaymentActivityRequest, ListPaymentActivityRequest__Output as _app_payment_v1_ListPaymentActivityRequest__Output } from './app/payment/v1/ListPaymentActivityRequest.ts';
import type { ListPaymentActivityResponse as _app_payment_v1_ListPaymentActivityResponse, ListPaymentActivityResponse__Output as _app_payment_v1_ListPaymentActivityResponse__Output } from './app/payment/v1/ListPaymentActivityResponse.ts';
import type { MessagePayment as _app_payment_v1_MessagePayment, MessagePayment__Output as _app_payment_v1_MessagePayment__Output } from './app/payment/v1/MessagePayment.ts';
import type { Order as _app_payment_v1_Order, Order__Output as _app_payment_v1_Order__Output } from './app/payment/v1/Order.ts';
import type { Payer as _app_payment_v1_Payer, Payer__Output as _app_payment_v1_Payer__Output } from './app/payment/v1/Payer.ts';
import type { PaymentActivity as _app_payment_v1_PaymentActivity, PaymentActivity__Output as _app_payment_v1_PaymentActivity__Output } from './app/payment/v1/PaymentActivity.ts';
import type { PaymentServiceClient as _app_payment_v1_PaymentServiceClient, PaymentServiceDefinition as _app_payment_v1_PaymentServiceDefinition } from './app/payment/v1/PaymentService.ts';
import type { Price as _app_payment_v1_Price, Price__Output as _app_payment_v1_Price__Output } from './app/payment/v1/Price.ts';
import type { QuoteDeliveryRequest as _app_payment_v1_QuoteDeliveryRequest, QuoteDeliveryRequest__Output as _app_payment_v1_QuoteDeliveryRequest__Output } from './app/payment/v1/QuoteDeliveryRequest.ts';
import type { QuoteDeliveryResponse as _app_payment_v1_QuoteDeliveryResponse, QuoteDeliveryResponse__Output as _app_payment_v1_QuoteDeliveryResponse__Output } from './app/payment/v1/QuoteDeliveryResponse.ts';
import type { SetDiscountCodeActiveRequest as _app_payment_v1_SetDiscountCodeActiveRequest, SetDiscountCodeActiveRequest__Output as _app_payment_v1_SetDiscountCodeActiveRequest__Output } from './app/payment/v1/SetDiscountCodeActiveRequest.ts';
import type { SpendFreeDeliveryRequest as _app_payment_v1_SpendFreeDeliveryRequest, SpendFreeDeliveryRequest__Output as _app_payment_v1_SpendFreeDeliveryRequest__Output } from './app/payment/v1/SpendFreeDeliveryRequest.ts';
import type { SpendFreeDeliveryResponse as _app_payment_v1_SpendFreeDeliveryResponse, SpendFreeDeliveryResponse__Output as _app_payment_v1_SpendFreeDeliveryResponse__Output } from './app/payment/v1/SpendFreeDeliveryResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    common: {
      v1: {
        DeadLetter: MessageTypeDefinition<_app_common_v1_DeadLetter, _app_common_v1_DeadLetter__Output>
        DeliveryMethod: EnumTypeDefinition
        Language: EnumTypeDefinition
        ListDeadLettersRequest: MessageTypeDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersRequest__Output>
        ListDeadLettersResponse: MessageTypeDefinition<_app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersResponse__Output>
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
      }
    }
    payment: {
      v1: {
        ApproveSimulatedOrderRequest: MessageTypeDefinition<_app_payment_v1_ApproveSimulatedOrderRequest, _app_payment_v1_ApproveSimulatedOrderRequest__Output>
        ApproveSimulatedOrderResponse: MessageTypeDefinition<_app_payment_v1_ApproveSimulatedOrderResponse, _app_payment_v1_ApproveSimulatedOrderResponse__Output>
        CancelOrderRequest: MessageTypeDefinition<_app_payment_v1_CancelOrderRequest, _app_payment_v1_CancelOrderRequest__Output>
        CancelOrderResponse: MessageTypeDefinition<_app_payment_v1_CancelOrderResponse, _app_payment_v1_CancelOrderResponse__Output>
        CaptureOrderRequest: MessageTypeDefinition<_app_payment_v1_CaptureOrderRequest, _app_payment_v1_CaptureOrderRequest__Output>
        CaptureOrderResponse: MessageTypeDefinition<_app_payment_v1_CaptureOrderResponse, _app_payment_v1_CaptureOrderResponse__Output>
        CreateDiscountCodeRequest: MessageTypeDefinition<_app_payment_v1_CreateDiscountCodeRequest, _app_payment_v1_CreateDiscountCodeRequest__Output>
        CreateOrderRequest: MessageTypeDefinition<_app_payment_v1_CreateOrderRequest, _app_payment_v1_CreateOrderRequest__Output>
        CreateOrderResponse: MessageTypeDefinition<_app_payment_v1_CreateOrderResponse, _app_payment_v1_CreateOrderResponse__Output>
        DeleteDiscountCodeRequest: MessageTypeDefinition<_app_payment_v1_DeleteDiscountCodeRequest, _app_payment_v1_DeleteDiscountCodeRequest__Output>
        DeleteDiscountCodeResponse: MessageTypeDefinition<_app_payment_v1_DeleteDiscountCodeResponse, _app_payment_v1_DeleteDiscountCodeResponse__Output>
        DiscountCode: MessageTypeDefinition<_app_payment_v1_DiscountCode, _app_payment_v1_DiscountCode__Output>
        GetFreeDeliveriesRequest: MessageTypeDefinition<_app_payment_v1_GetFreeDeliveriesRequest, _app_payment_v1_GetFreeDeliveriesRequest__Output>
        GetFreeDeliveriesResponse: MessageTypeDefinition<_app_payment_v1_GetFreeDeliveriesResponse, _app_payment_v1_GetFreeDeliveriesResponse__Output>
        GetMessagePaymentRequest: MessageTypeDefinition<_app_payment_v1_GetMessagePaymentRequest, _app_payment_v1_GetMessagePaymentRequest__Output>
        GetMessagePaymentResponse: MessageTypeDefinition<_app_payment_v1_GetMessagePaymentResponse, _app_payment_v1_GetMessagePaymentResponse__Output>
        GetOrderRequest: MessageTypeDefinition<_app_payment_v1_GetOrderRequest, _app_payment_v1_GetOrderRequest__Output>
        GetOrderResponse: MessageTypeDefinition<_app_payment_v1_GetOrderResponse, _app_payment_v1_GetOrderResponse__Output>
        GetPaymentOptionsRequest: MessageTypeDefinition<_app_payment_v1_GetPaymentOptionsRequest, _app_payment_v1_GetPaymentOptionsRequest__Output>
        GetPaymentOptionsResponse: MessageTypeDefinition<_app_payment_v1_GetPaymentOptionsResponse, _app_payment_v1_GetPaymentOptionsResponse__Output>
        HandlePaypalWebhookRequest: MessageTypeDefinition<_app_payment_v1_HandlePaypalWebhookRequest, _app_payment_v1_HandlePaypalWebhookRequest__Output>
        HandlePaypalWebhookResponse: MessageTypeDefinition<_app_payment_v1_HandlePaypalWebhookResponse, _app_payment_v1_HandlePaypalWebhookResponse__Output>
        ListDiscountCodesRequest: MessageTypeDefinition<_app_payment_v1_ListDiscountCodesRequest, _app_payment_v1_ListDiscountCodesRequest__Output>
        ListDiscountCodesResponse: MessageTypeDefinition<_app_payment_v1_ListDiscountCodesResponse, _app_payment_v1_ListDiscountCodesResponse__Output>
        ListMessagePaymentsRequest: MessageTypeDefinition<_app_payment_v1_ListMessagePaymentsRequest, _app_payment_v1_ListMessagePaymentsRequest__Output>
        ListMessagePaymentsResponse: MessageTypeDefinition<_app_payment_v1_ListMessagePaymentsResponse, _app_payment_v1_ListMessagePaymentsResponse__Output>
        ListPaymentActivityRequest: MessageTypeDefinition<_app_payment_v1_ListPaymentActivityRequest, _app_payment_v1_ListPaymentActivityRequest__Output>
        ListPaymentActivityResponse: MessageTypeDefinition<_app_payment_v1_ListPaymentActivityResponse, _app_payment_v1_ListPaymentActivityResponse__Output>
        MessagePayment: MessageTypeDefinition<_app_payment_v1_MessagePayment, _app_payment_v1_MessagePayment__Output>
        Order: MessageTypeDefinition<_app_payment_v1_Order, _app_payment_v1_Order__Output>
        OrderStatus: EnumTypeDefinition
        Payer: MessageTypeDefinition<_app_payment_v1_Payer, _app_payment_v1_Payer__Output>
        PaymentActivity: MessageTypeDefinition<_app_payment_v1_PaymentActivity, _app_payment_v1_PaymentActivity__Output>
        PaymentMode: EnumTypeDefinition
        PaymentService: SubtypeConstructor<typeof grpc.Client, _app_payment_v1_PaymentServiceClient> & { service: _app_payment_v1_PaymentServiceDefinition }
        Price: MessageTypeDefinition<_app_payment_v1_Price, _app_payment_v1_Price__Output>
        QuoteDeliveryRequest: MessageTypeDefinition<_app_payment_v1_QuoteDeliveryRequest, _app_payment_v1_QuoteDeliveryRequest__Output>
        QuoteDeliveryResponse: MessageTypeDefinition<_app_payment_v1_QuoteDeliveryResponse, _app_payment_v1_QuoteDeliveryResponse__Output>
        SetDiscountCodeActiveRequest: MessageTypeDefinition<_app_payment_v1_SetDiscountCodeActiveRequest, _app_payment_v1_SetDiscountCodeActiveRequest__Output>
        SpendFreeDeliveryRequest: MessageTypeDefinition<_app_payment_v1_SpendFreeDeliveryRequest, _app_payment_v1_SpendFreeDeliveryRequest__Output>
        SpendFreeDeliveryResponse: MessageTypeDefinition<_app_payment_v1_SpendFreeDeliveryResponse, _app_payment_v1_SpendFreeDeliveryResponse__Output>
      }
    }
  }
}

