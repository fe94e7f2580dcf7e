import { useEffect, useRef, useState } from 'react';

// The spec's copy tick: the check mark stays for two seconds.
const COPIED_MS = 2000;

/** Copies text; `copied` is true for two seconds after a copy succeeds. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }

  return { copied, copy };
}
