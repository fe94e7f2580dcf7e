import type { AddressSuppressionLifted } from '@app/proto/api/admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Lifts the rest of an address whose letter bounced (docs/admin-api.md, POST /api/admin/address-suppressions/lift):
 * its owner wrote to say it works again. Rests are kept by a keyed hash, so the admin names the address.
 */
export function useLiftAddressRest() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<AddressSuppressionLifted>('/api/admin/address-suppressions/lift', { email }),
  });
}
