import { describe, expect, it } from "vitest";
import { Popover } from "./popover";
import { renderForTest } from "./render-for-test";

describe("popover (server render)", () => {
  const trigger = (props: object) => (
    <button type="button" {...props}>
      Open
    </button>
  );

  it("renders only its trigger while closed", () => {
    const html = renderForTest(
      <Popover label="Filters" trigger={trigger}>
        <p>Inside</p>
      </Popover>,
    );
    expect(html).toBe('<button type="button" aria-expanded="false" aria-haspopup="dialog">Open</button>');
  });

  it("open: a labelled non-modal dialog, capped at 500 px, controlled by the trigger", () => {
    const html = renderForTest(
      <Popover label="Filters" trigger={trigger} open onOpenChange={() => {}}>
        <p>Inside</p>
      </Popover>,
    );
    const id = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain('aria-expanded="true"');
    expect(html).toMatch(
      new RegExp(`<div id="${id}" role="dialog" aria-label="Filters" tabindex="-1"[^>]*data-state="open"`),
    );
    expect(html).toContain("max-height:500px");
    expect(html).toContain("<p>Inside</p>");
  });
});
