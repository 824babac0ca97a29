const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` shows `localTime` (YYYY-MM-DDTHH:MM, seconds optional).
 * A time that a spring-forward skips is taken as the same time on the new offset (02:30 becomes
 * 03:30); a time an autumn fall-back shows twice is its first occurrence.
 */
export function instantOfLocalTime(localTime: string, timeZone: string): Date {
  const match = LOCAL_TIME.exec(localTime);
  if (!match) throw new RangeError(`Not a local time (YYYY-MM-DDTHH:MM): ${localTime}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  // The offset a little before and after decides which side of a change of offset the time falls on.
  const earlier = offsetAt(wall - 24 * 60 * 60 * 1000, timeZone);
  const later = offsetAt(wall + 24 * 60 * 60 * 1000, timeZone);
  const candidates = [wall - earlier, wall - later].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  // None: the time was skipped, and read on the offset before the change it lands past the gap.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - Math.min(earlier, later));
}
