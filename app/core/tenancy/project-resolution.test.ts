import { describe, expect, it } from "vitest";
import { hostCandidates, isLocalHost, normalizeHost, trustedOrigin } from "./project-resolution";

describe("project resolution by host", () => {
  it("normalises Host headers", () => {
    expect(normalizeHost("Autohaus-Brandt.Example:8080")).toBe("autohaus-brandt.example");
    expect(normalizeHost("shop.example.")).toBe("shop.example");
    expect(normalizeHost("[::1]:3000")).toBe("::1");
    expect(normalizeHost(undefined)).toBe("");
  });
  it("treats localhost and loopback addresses as the default project", () => {
    for (const h of ["localhost", "127.0.0.1", "::1", ""]) expect(isLocalHost(h)).toBe(true);
    expect(isLocalHost("community.localhost")).toBe(false);
    expect(isLocalHost("autohaus-brandt.example")).toBe(false);
  });
  it("tries the host with and without www.", () => {
    expect(hostCandidates("www.a.example")).toEqual(["www.a.example", "a.example"]);
    expect(hostCandidates("a.example")).toEqual(["a.example", "www.a.example"]);
  });
});

describe("trustedOrigin", () => {
  const project = { domains: ["autohaus-brandt.example", "www.autohaus-brandt.example"] };
  it("keeps a host the project lists, and local development hosts", () => {
    expect(trustedOrigin("https://www.autohaus-brandt.example", project)).toBe(
      "https://www.autohaus-brandt.example",
    );
    expect(trustedOrigin("http://localhost:3000", project)).toBe("http://localhost:3000");
  });
  it("never keeps a host the client made up", () => {
    expect(trustedOrigin("http://evil.example", project)).toBe("https://autohaus-brandt.example");
    expect(trustedOrigin("http://evil.example", project, "https://shop.example/x")).toBe(
      "https://shop.example",
    );
  });
});
