import { describe, expect, it } from "vitest";
import { hostCookie, readCookieFor, readHostCookie } from "./host-cookie";

describe("host cookies", () => {
  it("are httpOnly and SameSite=Lax, Secure with the __Host- prefix on HTTPS only", () => {
    expect(hostCookie("sid", "abc", true, 60)).toBe(
      "__Host-sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure",
    );
    expect(hostCookie("sid", "abc", false, 60)).toBe("sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
  });

  it("read the __Host- cookie before the plain one, skipping values that are not valid", () => {
    expect(readHostCookie("sid=plain; __Host-sid=host", "sid")).toBe("host");
    expect(readHostCookie("a=1; sid=plain", "sid")).toBe("plain");
    expect(readHostCookie("__Host-sid=; sid=plain", "sid")).toBe("plain");
    expect(readHostCookie("sidx=1; xsid=2", "sid")).toBeNull();
    expect(readHostCookie("__Host-sid=bad; sid=42", "sid", (v) => /^\d+$/.test(v))).toBe("42");
    expect(readHostCookie(null, "sid")).toBeNull();
  });

  it("read a credential only under the name the origin sets: __Host- on HTTPS, the bare name on http", () => {
    expect(readCookieFor("sid=plain; __Host-sid=host", "sid", true)).toBe("host");
    expect(readCookieFor("sid=plain; __Host-sid=host", "sid", false)).toBe("plain");
    // A bare cookie planted for an HTTPS site (by a sibling subdomain or over http) is ignored …
    expect(readCookieFor("sid=planted", "sid", true)).toBeNull();
    // … and a __Host- cookie means nothing on plain http.
    expect(readCookieFor("__Host-sid=host", "sid", false)).toBeNull();
    expect(readCookieFor("__Host-sid=; __Host-sid=second", "sid", true)).toBe("second");
    expect(readCookieFor("x__Host-sid=1; sidx=2", "sid", true)).toBeNull();
    expect(readCookieFor(undefined, "sid", true)).toBeNull();
  });
});
