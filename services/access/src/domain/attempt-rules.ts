/**
 * Attempts by security level (the spec's numbers): none and basic are unlimited, intermediate locks after
 * 5 wrong answers, strict deletes the message after 3. 0 means unlimited.
 */
export const maxAttemptsByLevel: Record<string, number> = { none: 0, basic: 0, intermediate: 5, strict: 3 };

export const maxAttemptsOf = (level: string): number => maxAttemptsByLevel[level] ?? 0;

/** What a limited level does when its attempts run out. */
export const onExhaustion = (level: string): 'lock' | 'destroy' => (level === 'strict' ? 'destroy' : 'lock');
