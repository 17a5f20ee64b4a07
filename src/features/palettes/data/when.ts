/** Times and sizes as the "Your data" section and its dialogs show them, in the page's language. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Returns how long ago `time` was, in words ('just now' style for under a minute: 'now' / 「今」). */
export function timeAgo(time: number, now: number, lang: string): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const past = Math.max(0, now - time);
  if (past < MINUTE) return format.format(0, 'second');
  if (past < HOUR) return format.format(-Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return format.format(-Math.floor(past / HOUR), 'hour');
  if (past < 30 * DAY) return format.format(-Math.floor(past / DAY), 'day');
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(time);
}

/** Returns a date-time in the page's language ('12 Nov 2026, 14:05'). */
export function dateTime(time: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** Returns a byte count in B, KB or MB (1,024 steps), one decimal under 10. */
export function byteSize(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toLocaleString(lang, { maximumFractionDigits: digits })} ${units[unit]}`;
}
