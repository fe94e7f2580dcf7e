// Things kept in this browser on behalf of one signed-in person (a message draft, say). Every key carries
// the user's id, so a second account on the same browser never sees the first one's, and all of them go at
// logout: on a shared computer nothing private stays behind.
const PREFIX = 'user:';

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

export function readUserItem(userId: string, name: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(userId, name));
  } catch {
    // Storage can be blocked (privacy settings); the app then simply remembers nothing.
    return null;
  }
}

export function writeUserItem(userId: string, name: string, value: string): void {
  try {
    window.localStorage.setItem(keyOf(userId, name), value);
  } catch {
    // Blocked or full: what is on screen still works, it just does not outlive the tab.
  }
}

export function removeUserItem(userId: string, name: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, name));
  } catch {
    // Nothing could have been stored either.
  }
}

/** Forgets what was kept for every user of this browser; called at logout. */
export function clearUserStorage(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}
