/** Older messages carry a `[SCHEDULING_TYPE:…]` marker in front of the subject; people never see it. */
export function displaySubject(subject: string): string {
  return subject.replace(/^\s*\[SCHEDULING_TYPE:[^\]]*\]\s*/i, '');
}
