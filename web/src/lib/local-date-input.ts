const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` value, to the minute, in local time. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
