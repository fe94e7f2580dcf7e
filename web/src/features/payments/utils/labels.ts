// The message types and delivery methods the payment screens name; anything else is shown as it comes.
export const MESSAGE_TYPE_KEYS = [
  'love',
  'farewell',
  'secret',
  'instructions',
  'blank',
  'testamento_voluntades',
  'testament',
  'specialMoments',
] as const;
export type MessageTypeKey = (typeof MESSAGE_TYPE_KEYS)[number];

export const DELIVERY_METHOD_KEYS = [
  'email',
  'physical',
  'physical_scheduled',
  'postal',
  'manual',
  'scheduled',
] as const;
export type DeliveryMethodKey = (typeof DELIVERY_METHOD_KEYS)[number];

/** The label key for a message type, whatever its case ("LOVE" from the wizard, "love" from the server). */
export function messageTypeKey(value: string): MessageTypeKey | null {
  const known = MESSAGE_TYPE_KEYS.find((key) => key.toLowerCase() === value.trim().toLowerCase());
  return known ?? null;
}

export function deliveryMethodKey(value: string): DeliveryMethodKey | null {
  const known = DELIVERY_METHOD_KEYS.find((key) => key === value.trim().toLowerCase());
  return known ?? null;
}
