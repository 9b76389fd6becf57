import { describe, expect, it } from "vitest";
import { findAdf, parseAdf } from "./adf";
import {
  addressOf,
  bouncedMessageIds,
  bouncedRecipient,
  classify,
  excerptOf,
  type HeaderView,
  newReplyToken,
  referencedIds,
  replyAddressFor,
  tokenIn,
} from "./inbound-rules";

const headers = (
  h: Record<string, string>,
  subject = "Re: Ihr Angebot",
  from = "kunde@example.com",
): HeaderView => ({
  get: (name) => h[name],
  subject,
  from,
  contentType: h["content-type"] ?? "text/plain",
});

describe("conversation tokens", () => {
  it("are 26 base32 characters, different every time", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newReplyToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[a-z2-7]{26}$/);
  });

  it("ride in the reply address and are found again in any recipient header", () => {
    const token = newReplyToken();
    const reply = replyAddressFor("Autohaus Brandt <crm@autohaus-brandt.example>", token);
    expect(reply).toBe(`crm+r-${token}@autohaus-brandt.example`);
    expect(tokenIn(["someone@else.example", `"Brandt" <${reply!.toUpperCase()}>`])).toBe(token);
    expect(tokenIn(["crm+r-short@autohaus-brandt.example", "crm@autohaus-brandt.example"])).toBeNull();
    expect(replyAddressFor("not an address", token)).toBeNull();
  });

  it("reads addresses and Message-ID lists", () => {
    expect(addressOf("Anna <Anna@Example.COM>")).toBe("anna@example.com");
    expect(addressOf("<script>")).toBeNull();
    expect(referencedIds("<a@x>", ["<b@x> <c@x>", "<a@x>"])).toEqual(["<a@x>", "<c@x>", "<b@x>"]);
  });
});

describe("classify", () => {
  it("tells a person's mail, an auto-reply and a bounce apart", () => {
    expect(classify(headers({}))).toBe("mail");
    expect(classify(headers({ "auto-submitted": "no" }))).toBe("mail");
    expect(classify(headers({ "auto-submitted": "auto-replied" }))).toBe("auto_reply");
    expect(classify(headers({ "x-autoreply": "yes" }))).toBe("auto_reply");
    expect(classify(headers({ precedence: "auto_reply" }))).toBe("auto_reply");
    expect(classify(headers({}, "Abwesenheitsnotiz: bis 12.12."))).toBe("auto_reply");
    expect(
      classify(headers({ "content-type": 'multipart/report; report-type="delivery-status"; boundary="x"' })),
    ).toBe("bounce");
    expect(classify(headers({}, "Undelivered Mail Returned to Sender", "MAILER-DAEMON@mx.example"))).toBe(
      "bounce",
    );
  });

  it("reads the bounced recipient and the returned mail's Message-ID", () => {
    const report =
      "Reporting-MTA: dns; mx\nFinal-Recipient: rfc822; Gone@Example.com\nAction: failed\n\nMessage-ID: <c.abc@dealer.example>\n";
    expect(bouncedRecipient(report)).toBe("gone@example.com");
    expect(bouncedMessageIds(report)).toEqual(["<c.abc@dealer.example>"]);
  });
});

const ADF = `<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect>
  <requestdate>2026-12-01T10:00:00+01:00</requestdate>
  <vehicle interest="buy" status="used"><year>2021</year><make>Volkswagen</make><model>Golf</model>
    <vin>WVWZZZ1KZAW000001</vin><stock>A-1042</stock></vehicle>
  <customer><contact><name part="first">Jana</name><name part="last">Nowak</name>
    <email>Jana.Nowak@Example.PL</email><phone type="voice">+48 601 000 111</phone></contact>
    <comments>Is it still available?</comments></customer>
  <provider><name part="full">AutoMarkt24</name></provider>
</prospect></adf>`;

describe("ADF 1.0", () => {
  it("reads the customer, the vehicle and the provider", () => {
    const lead = parseAdf(findAdf(`Lead below\n${ADF}\n-- end`)!);
    expect(lead).toEqual({
      firstName: "Jana",
      lastName: "Nowak",
      email: "jana.nowak@example.pl",
      phone: "+48 601 000 111",
      comments: "Is it still available?",
      vehicle: {
        year: 2021,
        make: "Volkswagen",
        model: "Golf",
        vin: "WVWZZZ1KZAW000001",
        stock: "A-1042",
        status: "used",
        interest: "buy",
      },
      provider: "AutoMarkt24",
    });
  });

  it("splits a full name, and refuses entities, broken XML and leads without a way to reach anyone", () => {
    const full = ADF.replace(
      /<name part="first">Jana<\/name><name part="last">Nowak<\/name>/,
      '<name part="full">Jana Maria Nowak</name>',
    );
    expect(parseAdf(full)).toMatchObject({ firstName: "Jana Maria", lastName: "Nowak" });
    expect(parseAdf(`<!DOCTYPE adf [<!ENTITY x "y">]>${ADF}`)).toBeNull();
    expect(parseAdf("<adf><prospect>")).toBeNull();
    expect(parseAdf(ADF.replace(/<email>.*<\/email>/, "").replace(/<phone.*<\/phone>/, ""))).toBeNull();
    expect(findAdf("no lead here")).toBeNull();
  });
});

describe("the excerpt of an unassigned mail", () => {
  it("keeps a short text whole, with its whitespace collapsed", () => {
    expect(excerptOf("Guten Tag,\n\n  ich habe eine Frage.")).toBe("Guten Tag, ich habe eine Frage.");
  });
  it("cuts a long text after a whole word and says so", () => {
    const text = "Guten Tag, ich habe eine Frage zu Ihrem Angebot. ".repeat(10);
    const excerpt = excerptOf(text, 60);
    expect(excerpt).toBe("Guten Tag, ich habe eine Frage zu Ihrem Angebot. Guten Tag…");
    expect(excerpt.length).toBeLessThanOrEqual(61);
  });
  it("cuts one endless word at the limit", () => {
    expect(excerptOf("x".repeat(500), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
