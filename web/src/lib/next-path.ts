/**
 * Where to go after signing in: the page the person was sent away from, when it is a path of this app. Anything
 * else (another site, `//host`, a backslash trick, a stray value) goes home, so a crafted link cannot use the
 * sign-in page to send someone elsewhere.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Only characters a path, query and fragment of ours use; no control characters or spaces.
  if (!/^[\w\-./~%?=&#+:@!$,;]*$/.test(value)) return fallback;
  return value;
}
