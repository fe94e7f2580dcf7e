import type { ContactInvitationAnswer as ContactInvitation } from '@app/proto/api/proof-of-life';
import type { ContactInvitationAnswer as InvitationAction } from '@app/proto/rules/trusted-contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The trusted contact's invitation to the role (docs/proof-of-life-api.md, "The trusted contact's invitation").
// The token comes from the invitation e-mail and only ever answers it.

export type { ContactInvitation, InvitationAction };

export const invitationQueryKey = (token: string) => ['proof-of-life', 'invitation', token] as const;

/** Where the invitation stands; changes nothing (a mail scanner may open the link). */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) =>
      api.post<ContactInvitation>('/api/trusted-contact/invitation', { token }, { signal }),
  });
}

export function useContactInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== null });
}

/** Accepts or declines; the invitation as it now stands replaces the page's. */
export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InvitationAction) =>
      api.post<ContactInvitation>(`/api/trusted-contact/invitation/${action}`, { token }),
    onSuccess: (invitation) => queryClient.setQueryData(invitationQueryKey(token), invitation),
  });
}
