/** A minimal server-sent-events reader for tests and the benchmark (no EventSource in Node). */
/** Reads server-sent events from a streamed response body until `until` says stop. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: { event: string; id?: string; data: string }[] = [];
  const pump = async (until: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!until()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), left)),
      ]);
      if (chunk === null) continue;
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const e: { event: string; id?: string; data: string } = { event: "message", data: "" };
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) e.event = line.slice(7);
          else if (line.startsWith("id: ")) e.id = line.slice(4);
          else if (line.startsWith("data: ")) e.data += line.slice(6);
        }
        if (!block.startsWith(":")) events.push(e);
        cut = buffer.indexOf("\n\n");
      }
    }
  };
  return { events, pump, cancel: () => reader.cancel().catch(() => {}) };
}
