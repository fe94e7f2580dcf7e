// Original file: app/common/v1/delivery_method.proto

export const DeliveryMethod = {
  DELIVERY_METHOD_UNSPECIFIED: 'DELIVERY_METHOD_UNSPECIFIED',
  email: 'email',
  physical: 'physical',
  physical_scheduled: 'physical_scheduled',
  postal: 'postal',
} as const;

export type DeliveryMethod =
  | 'DELIVERY_METHOD_UNSPECIFIED'
  | 0
  | 'email'
  | 1
  | 'physical'
  | 2
  | 'physical_scheduled'
  | 3
  | 'postal'
  | 4

export type DeliveryMethod__Output = typeof DeliveryMethod[keyof typeof DeliveryMethod]
