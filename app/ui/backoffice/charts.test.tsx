import { describe, expect, it } from "vitest";
import { BarChart, LineChart } from "./charts";
import { renderForTest } from "./render-for-test";

describe("charts (server render)", () => {
  it("draws the bars and follows them with the same numbers as a table", () => {
    const html = renderForTest(
      <BarChart
        title="Jobs by workflow"
        data={[
          { key: "trade_in", label: "Trade-in", value: 40 },
          { key: "contact", label: "Contact", value: 10 },
        ]}
      />,
    );
    expect(html).toMatch(
      /<figure[^>]*aria-labelledby="([^"]+)"[^>]*><figcaption id="\1"[^>]*>Jobs by workflow<\/figcaption>/,
    );
    expect(html).toMatch(/<div [^>]*aria-hidden="true"/);
    expect(html).toContain("--share:100%");
    expect(html).toContain("--share:25%");
    expect(html).toMatch(
      /<table[^>]*><caption class="visually-hidden">Jobs by workflow: the numbers<\/caption>/,
    );
    expect(html).toContain('<th scope="col">Category</th><th scope="col">Value</th>');
    expect(html).toContain('<tr><th scope="row">Trade-in</th><td>40</td></tr>');
    expect(html.indexOf("<table")).toBeGreaterThan(html.indexOf("--share"));
  });

  it("draws a time series as SVG on the server, with its table", () => {
    const html = renderForTest(
      <LineChart
        title="New jobs per day"
        labels={["1 Nov", "2 Nov", "3 Nov"]}
        series={[
          { key: "created", label: "Created", values: [3, 5, 4] },
          { key: "won", label: "Won", values: [1, 0, 2] },
        ]}
        area
        formatValue={(n) => `${n}`}
      />,
    );
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 600 200"/);
    expect(html.match(/<path /g)?.length).toBe(3); // area + two lines
    expect(html).toContain('<th scope="col">Date</th><th scope="col">Created</th><th scope="col">Won</th>');
    expect(html).toContain('<tr><th scope="row">2 Nov</th><td>5</td><td>0</td></tr>');
    expect(html).toMatch(/<section[^>]*tabindex="0"[^>]*aria-label="New jobs per day: the numbers"/);
  });
});
