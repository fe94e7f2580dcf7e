import { DELIVERY_METHODS, type DeliveryMethod } from '@app/proto/rules/prices';

/**
 * The priced delivery a message's method stands for ("EMAIL" from the wizard, "email" from the server);
 * null for a method that is never paid for (manual), so no price is shown for it.
 */
export function deliveryKind(method: string): DeliveryMethod | null {
  const lower = method.trim().toLowerCase();
  return (DELIVERY_METHODS as readonly string[]).includes(lower) ? (lower as DeliveryMethod) : null;
}
