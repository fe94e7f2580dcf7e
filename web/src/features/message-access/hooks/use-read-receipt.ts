import { useEffect, useRef } from 'react';
import { markRead } from '../api/mark-read';

/** Real people produce trusted events; events a script dispatches are not trusted. */
export const isTrustedEvent = (event: Event): boolean => event.isTrusted;

// The gestures that show someone is in front of the page.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

type ReadReceiptOptions = {
  accessCode: string;
  /** The full message is on screen. */
  shown: boolean;
  /** The full message was opened by a person's click ('Ver mensaje completo'), not automatically. */
  openedByPerson: boolean;
  /** Tests replace it: jsdom's events are never trusted. Production keeps `event.isTrusted`. */
  isTrusted?: (event: Event) => boolean;
  send?: (accessCode: string) => Promise<unknown>;
};

/**
 * Sends the read receipt (POST /api/access/read) once per page, and only when a person has seen the
 * full message. A page load is no proof: mail and link scanners open the links in a message and run
 * its JavaScript, and a message without questions opens itself, so the sender would be told "read"
 * by a robot. The receipt therefore waits for a trusted gesture: the click that opened the full
 * message or, when it opened itself, the first real pointer, key, wheel or touch while the page is
 * visible. A failure is silent: the recipient has nothing to do about it.
 */
export function useReadReceipt({
  accessCode,
  shown,
  openedByPerson,
  isTrusted = isTrustedEvent,
  send = markRead,
}: ReadReceiptOptions) {
  const sent = useRef(false);
  // The latest callbacks, read by the listeners without re-subscribing them on every render.
  const latest = useRef({ isTrusted, send });
  useEffect(() => {
    latest.current = { isTrusted, send };
  });

  useEffect(() => {
    if (!shown || sent.current) return;
    const sendOnce = () => {
      if (sent.current) return;
      sent.current = true;
      latest.current.send(accessCode).catch(() => {
        // Silent on purpose: a lost receipt must not bother the person reading.
      });
    };

    if (openedByPerson) {
      sendOnce();
      return;
    }

    const onInteraction = (event: Event) => {
      if (!latest.current.isTrusted(event) || document.visibilityState !== 'visible') return;
      sendOnce();
      stop();
    };
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
    return stop;
  }, [accessCode, shown, openedByPerson]);
}
