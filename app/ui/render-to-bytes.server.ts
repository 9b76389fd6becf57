/**
 * A document rendered straight into bytes (decision 0018, thirteenth look). `renderToString` joins
 * React's thousands of small pieces into one string by `+=`, and encoding that string made V8 first
 * walk and copy the whole chain of pieces: about 1.2 ms of a job list's 10 ms, more than React's
 * writing of the pieces themselves. React's string renderer, given a `push` (patches/react-dom, decision
 * 0039), hands each piece here, where it is written as UTF-8 into one buffer as it comes.
 */
import type { ReactElement, ReactNode } from "react";
import * as server from "react-dom/server";

type RenderInto = (children: ReactNode, push: (chunk: string | null) => boolean) => void;
const renderInto = (server as unknown as { unstable_renderToStringInto?: RenderInto })
  .unstable_renderToStringInto;

/** Grows to the largest document rendered yet; rendering is synchronous, so one is enough. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/** `prefix` and the element's HTML as UTF-8, exactly as `Buffer.from(prefix + renderToString(element))`. */
export function renderToBytes(element: ReactElement, prefix = ""): Buffer<ArrayBuffer> {
  if (!renderInto) return Buffer.from(prefix + server.renderToString(element));
  let length = scratch.write(prefix, 0);
  renderInto(element, (chunk) => {
    if (chunk === null) return true;
    // A UTF-16 unit takes at most three bytes in UTF-8.
    const room = chunk.length * 3;
    if (length + room > scratch.length) {
      const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, length + room));
      scratch.copy(bigger, 0, 0, length);
      scratch = bigger;
    }
    length += scratch.write(chunk, length);
    return true;
  });
  return Buffer.from(scratch.subarray(0, length));
}
