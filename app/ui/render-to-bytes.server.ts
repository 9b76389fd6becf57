/**
 * A document rendered straight into bytes (decision 0018, thirteenth look). `renderToString` joins
 * React's thousands of small pieces into one string by `+=`, and encoding that string made V8 first
 * walk and copy the whole chain of pieces: about 1.2 ms of a job list's 10 ms, more than React's
 * writing of the pieces themselves. React's string renderer, given a `push` (patches/react-dom, decision
 * 0039), hands each piece here, where a kilobyte of pieces at a time is written as UTF-8 into one buffer.
 */
import type { ReactElement, ReactNode } from "react";
import * as server from "react-dom/server";

type RenderInto = (children: ReactNode, push: (chunk: string | null) => boolean) => void;
const renderInto = (server as unknown as { unstable_renderToStringInto?: RenderInto })
  .unstable_renderToStringInto;

/** Grows to the largest document rendered yet; rendering is synchronous, so one is enough. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/** Pieces are gathered into a string of about this many characters before it is written. */
const BATCH = 1024;

/** `prefix` and the element's HTML as UTF-8, exactly as `Buffer.from(prefix + renderToString(element))`. */
export function renderToBytes(element: ReactElement, prefix = ""): Buffer<ArrayBuffer> {
  if (!renderInto) return Buffer.from(prefix + server.renderToString(element));
  let length = 0;
  const write = (text: string) => {
    // A UTF-16 unit takes at most three bytes in UTF-8.
    const room = text.length * 3;
    if (length + room > scratch.length) {
      const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, length + room));
      scratch.copy(bigger, 0, 0, length);
      scratch = bigger;
    }
    length += scratch.write(text, length);
  };
  // A few dozen pieces joined while they are fresh cost little; writing each one (often a tag name or
  // a quote) cost a call each, and one string of all of them the walk described above.
  let pending = prefix;
  renderInto(element, (chunk) => {
    if (chunk === null) return true;
    pending += chunk;
    if (pending.length >= BATCH) {
      write(pending);
      pending = "";
    }
    return true;
  });
  write(pending);
  return Buffer.from(scratch.subarray(0, length));
}
