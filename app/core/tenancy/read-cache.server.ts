/**
 * Per-process memory of a project's public, rarely changing reads (navigation, posts, brands,
 * locations) for a few seconds, like the project memory beside it: every signed-in page view needed
 * them again, at about a millisecond of database work each (decision 0018). Keys start with the
 * project id, so one site never sees another's; a settings change forgets everything at once.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * The remembered value of `key` for project `projectId`, or what `load` returns (then remembered, unless
   * `keep` says the loaded value must not be: it is shared only with requests that came while it loaded).
   */
  get<T>(
    projectId: string,
    key: string,
    load: () => Promise<T>,
    now = Date.now(),
    keep?: (value: T) => boolean,
  ): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const fullKey = `${projectId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    // A query builder is a lazy thenable that runs again on every `then`: read it once, into a promise.
    const value = Promise.resolve(load());
    // A failed read is not remembered: the next request asks the database again.
    value.then(
      (v) => {
        if (keep && !keep(v) && this.entries.get(fullKey)?.value === value) this.entries.delete(fullKey);
      },
      () => {
        if (this.entries.get(fullKey)?.value === value) this.entries.delete(fullKey);
      },
    );
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(fullKey, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
