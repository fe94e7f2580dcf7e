// Original file: app/payment/v1/payment.proto

export const OrderStatus = {
  ORDER_STATUS_UNSPECIFIED: 'ORDER_STATUS_UNSPECIFIED',
  created: 'created',
  approved: 'approved',
  capturing: 'capturing',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;

export type OrderStatus =
  | 'ORDER_STATUS_UNSPECIFIED'
  | 0
  | 'created'
  | 1
  | 'approved'
  | 2
  | 'capturing'
  | 3
  | 'paid'
  | 4
  | 'failed'
  | 5
  | 'cancelled'
  | 6
  | 'refunded'
  | 7

export type OrderStatus__Output = typeof OrderStatus[keyof typeof OrderStatus]
