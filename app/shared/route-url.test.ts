import { describe, expect, it } from "vitest";
import { routeUrl } from "./route-url";

const at = (url: string) => routeUrl(new Request(url)).toString();

describe("routeUrl", () => {
  it("gives a document request's URL as it came", () => {
    expect(at("http://x/en/account/jobs?q=golf+gti&sort=cdate_desc")).toBe(
      "http://x/en/account/jobs?q=golf+gti&sort=cdate_desc",
    );
    expect(at("http://x/de/")).toBe("http://x/de/");
  });

  it("takes React Router's data-request suffix and parameters off", () => {
    expect(at("http://x/en/account/jobs.data?status=3&_routes=root%2Croutes%2Faccount%2Fjobs")).toBe(
      "http://x/en/account/jobs?status=3",
    );
    expect(at("http://x/en/account/jobs/.data")).toBe("http://x/en/account/jobs");
    expect(at("http://x/gebrauchtwagen.data?_routes=root")).toBe("http://x/gebrauchtwagen");
  });

  it("maps the root's data request to the locale's home", () => {
    expect(at("http://x/en/_root.data?_routes=root")).toBe("http://x/en");
    expect(at("http://x/_root.data")).toBe("http://x/");
  });

  it("drops an empty index parameter and keeps one with a value", () => {
    expect(at("http://x/de/contact.data?index&x=1")).toBe("http://x/de/contact?x=1");
    expect(at("http://x/de/contact?index=a")).toBe("http://x/de/contact?index=a");
  });
});
