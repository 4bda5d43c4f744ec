/**
 * At most `limit` uses per person in `windowMs`, in this process: enough to stop a stuck button
 * from flooding a mail server or push service from the diagnostics screen.
 */
export function perPersonLimit(limit: number, windowMs: number) {
  const recent = new Map<string, number[]>();
  return (userId: string, now = Date.now()): boolean => {
    const kept = (recent.get(userId) ?? []).filter((at) => at > now - windowMs);
    if (kept.length >= limit) {
      recent.set(userId, kept);
      return false;
    }
    recent.set(userId, [...kept, now]);
    return true;
  };
}
