import type { ContactAnswer } from '@app/proto/api/proof-of-life';
import { CONTACT_STATES, type ContactState } from '@app/proto/rules/trusted-contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The trusted contact's calls (docs/proof-of-life-api.md, "The trusted contact"). The token comes from the
// contact's e-mail and only ever decides this: it never confirms, sends or cancels for the sender.

/** What every contact call answers. */
export type ContactRequest = ContactAnswer;
export type { ContactState } from '@app/proto/rules/trusted-contact';

const isContactState = (value: unknown): value is ContactState =>
  typeof value === 'string' && (CONTACT_STATES as readonly string[]).includes(value);

/** Reads an answer field by field; a state this screen does not know is an error rather than a guess. */
export function toContactRequest(answer: unknown): ContactRequest {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (!isContactState(body.state)) throw new Error('Unknown trusted-contact state');
  return { state: body.state, respondBy: typeof body.respondBy === 'string' ? body.respondBy : null };
}

/** Where the request stands; changes nothing (a mail scanner may open the link). */
export async function getContactRequest(token: string, signal?: AbortSignal): Promise<ContactRequest> {
  return toContactRequest(await api.post<unknown>('/api/proof-of-life/contact', { token }, { signal }));
}

/** The contact knows the sender is fine: the message is not sent and the sender's check-ins start again. */
export async function vetoRelease(token: string): Promise<ContactRequest> {
  return toContactRequest(await api.post<unknown>('/api/proof-of-life/contact/veto', { token }));
}

/** The contact lets the message go to its recipient now. */
export async function releaseNow(token: string): Promise<ContactRequest> {
  return toContactRequest(await api.post<unknown>('/api/proof-of-life/contact/release', { token }));
}

export const contactQueryKey = (token: string) => ['proof-of-life', 'contact', token] as const;

export function contactQueryOptions(token: string) {
  return queryOptions({
    queryKey: contactQueryKey(token),
    queryFn: ({ signal }) => getContactRequest(token, signal),
  });
}

/** The request of the e-mail's token; nothing is asked without a token. */
export function useContactRequest(token: string | null) {
  return useQuery({ ...contactQueryOptions(token ?? ''), enabled: token !== null });
}

export type ContactAction = 'veto' | 'release';

const calls: Record<ContactAction, (token: string) => Promise<ContactRequest>> = {
  veto: vetoRelease,
  release: releaseNow,
};

/** One of the two answers; what it answers (the request as it now stands) replaces the page's. */
export function useContactAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContactAction) => calls[action](token),
    onSuccess: (request) => queryClient.setQueryData(contactQueryKey(token), request),
  });
}
