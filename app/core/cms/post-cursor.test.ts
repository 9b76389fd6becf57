import { describe, expect, it } from "vitest";
import { decodePostCursor, encodePostCursor } from "./cms.service.server";
import { postList } from "./post-list-params";

const ID = "0f9c2a7e-1b2c-4d3e-8f90-123456789abc";

describe("blog and news positions", () => {
  it("round-trips a post's position through the shared keyset cursor", () => {
    const at = { publishedAt: new Date("2026-03-01T08:30:00.000Z"), id: ID };
    const token = encodePostCursor(at);
    expect(decodePostCursor(token)).toEqual(at);
    expect(postList.query({ ...postList.empty, after: token })).toBe(`?after=${token}`);
  });

  it("still reads the cursors the lists wrote before (base64url of iso|id)", () => {
    const legacy = Buffer.from(`2026-03-01T08:30:00.000Z|${ID}`).toString("base64url");
    expect(decodePostCursor(legacy)).toEqual({ publishedAt: new Date("2026-03-01T08:30:00.000Z"), id: ID });
  });

  it("rejects anything else", () => {
    for (const raw of [null, "", "garbage", "%%", Buffer.from(`nope|${ID}`).toString("base64url")])
      expect(decodePostCursor(raw), String(raw)).toBeNull();
  });
});
