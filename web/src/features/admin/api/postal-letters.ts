import type { PostalLetter } from '@app/proto/api/admin';
import type { LetterStatus } from '@app/proto/rules/postal-letter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A postal letter as the admin queue answers it (docs/postal-api.md): ids, status and instants only. */
export type { PostalLetter } from '@app/proto/api/admin';

/** The queue's filter: one status, or '' for every letter. */
export type LetterFilter = LetterStatus | '';

/** The steps an admin takes (the server refuses any other status). */
export type LetterStep = Extract<LetterStatus, 'printed' | 'posted' | 'returned'>;

/** The server answers the oldest letters first, at most this many. */
export const LETTER_LIMIT = 200;

const postalLettersKey = ['admin', 'postal-letters'] as const;

export function postalLettersQueryKey(status: LetterFilter) {
  return [...postalLettersKey, status] as const;
}

export function usePostalLetters(status: LetterFilter) {
  return useQuery({
    queryKey: postalLettersQueryKey(status),
    queryFn: async () => {
      const query = status ? `?${new URLSearchParams({ status }).toString()}` : '';
      const { letters } = await api.get<{ letters: PostalLetter[] }>(`/api/admin/postal-letters${query}`);
      return letters;
    },
    // Another admin may have moved a letter along: the queue is asked for each time the tab opens.
    staleTime: 0,
    refetchOnMount: 'always',
    // Changing the filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * One step for one letter. The server's answer replaces the letter in every cached list (and leaves a
 * filtered list whose status it no longer has); the lists are then asked for again, also after a refusal,
 * since a 409 usually means another admin got there first.
 */
export function useSetLetterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LetterStep }) =>
      api.post<PostalLetter>(`/api/admin/postal-letters/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (changed) => {
      const cached = queryClient.getQueriesData<PostalLetter[]>({ queryKey: postalLettersKey });
      for (const [key, letters] of cached) {
        if (!letters) continue;
        const filter = key[2] as LetterFilter | undefined;
        const keeps = !filter || filter === changed.status;
        queryClient.setQueryData<PostalLetter[]>(
          key,
          keeps
            ? letters.map((letter) => (letter.id === changed.id ? changed : letter))
            : letters.filter((letter) => letter.id !== changed.id),
        );
      }
    },
    // Not awaited: the row and the toast show the answer at once, the refetch follows behind.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postalLettersKey });
    },
  });
}

/**
 * The print-ready PDF: a same-origin GET, so a plain link carries the session cookie, and the server answers
 * it as an attachment that no cache keeps.
 */
export function letterPdfUrl(id: string): string {
  return `/api/admin/postal-letters/${encodeURIComponent(id)}/letter.pdf`;
}
