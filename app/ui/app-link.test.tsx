import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLink, AppLinkNavigation, hrefUnder, isCurrentPath, isPlainClick } from "./app-link";

/** Both links rendered side by side under the same router, as a page under `/en` renders them. */
function pair(to: string, url = "/en/account/jobs?visibility=showWon", basename = "/en") {
  const html = renderToString(
    <MemoryRouter initialEntries={[url]} basename={basename}>
      <Link to={to} className="x" data-testid="t">
        a
      </Link>
      <AppLinkNavigation>
        <AppLink to={to} className="x" data-testid="t">
          a
        </AppLink>
      </AppLinkNavigation>
    </MemoryRouter>,
  );
  const [router, app] = html.match(/<a [^>]*>a<\/a>/g) ?? [];
  return { router, app };
}

describe("AppLink", () => {
  it("renders the same anchor outside AppLinkNavigation (React Router's Link then)", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/en/account"]} basename="/en">
        <AppLink to="/account/jobs">a</AppLink>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/en/account/jobs"');
  });

  it("renders the anchor React Router's Link renders, under any basename", () => {
    for (const to of [
      "/account/jobs/2/344",
      "/account/jobs?sort=priority_desc&q=a%20b",
      "/",
      "/?x=1",
      "?sort=cdate_asc",
    ]) {
      for (const basename of ["/en", "/"]) {
        const url = basename === "/" ? "/account/jobs" : "/en/account/jobs";
        const { router, app } = pair(to, url, basename);
        expect(router, `${basename} ${to}`).toBeDefined();
        expect(app, `${basename} ${to}`).toBe(router);
      }
    }
  });

  it("marks the current page as NavLink does", () => {
    const marks = (to: string, url: string) => {
      const html = renderToString(
        <MemoryRouter initialEntries={[url]} basename="/en">
          <NavLink to={to}>a</NavLink>
          <AppLinkNavigation>
            <AppLink to={to} markCurrent>
              a
            </AppLink>
          </AppLinkNavigation>
        </MemoryRouter>,
      );
      const [router, app] = (html.match(/<a [^>]*>a<\/a>/g) ?? []).map((a) =>
        a.includes('aria-current="page"'),
      );
      return { router, app };
    };
    const cases: [string, string][] = [
      ["/gebrauchtwagen", "/en/gebrauchtwagen"],
      ["/gebrauchtwagen", "/en/gebrauchtwagen/golf-1"],
      ["/gebrauchtwagen", "/en/gebrauchtwagenx"],
      ["/Gebrauchtwagen", "/en/gebrauchtwagen"],
      ["/blog/", "/en/blog/post"],
      ["/", "/en"],
      ["/", "/en/contact"],
      ["/contact?subject=x", "/en/contact"],
      ["/account", "/en/account/jobs"],
    ];
    for (const [to, url] of cases) {
      const { router, app } = marks(to, url);
      expect(app, `${to} at ${url}`).toBe(router);
    }
    expect(marks("/account", "/en/account/jobs").app).toBe(true);
    expect(marks("/", "/en/contact").app).toBe(false);
    expect(isCurrentPath("/blog/post", "/blog/")).toBe(true);
  });

  it("hands any other path to React Router's Link", () => {
    const { router, app } = pair("../clients");
    expect(app).toBe(router);
    expect(app).toContain('href="/en/clients"');
  });

  it("joins a basename and a path as useHref does", () => {
    expect(hrefUnder("/en", "/account")).toBe("/en/account");
    expect(hrefUnder("/en", "/")).toBe("/en");
    expect(hrefUnder("/en", "/?q=1")).toBe("/en?q=1");
    expect(hrefUnder("/", "/account")).toBe("/account");
  });

  it("takes over only a plain left click on a link without another target", () => {
    const click = {
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, "_self")).toBe(true);
    expect(isPlainClick(click, "_blank")).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true }, undefined)).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true }, undefined)).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true }, undefined)).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true }, undefined)).toBe(false);
  });
});
