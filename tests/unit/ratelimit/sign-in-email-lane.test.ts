// One mailbox, one sign-in lane: the per-address limit counts the mailbox a link lands in, so spelling
// the address another way (case, a +tag, a trailing dot on the domain, gmail's dots) does not open a
// fresh lane of links to the same person. Each request comes from its own client address, so only the
// per-address lane can refuse.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/config";
import { signInLaneAddress, spendSignInEmail } from "@/lib/ratelimit/sign-in-email";

let client = 0;
const fromNewClient = () => ({ headers: new Headers({ "x-forwarded-for": `198.51.100.${++client}` }) });

beforeEach(() => {
  process.env.TRUSTED_PROXIES = "1";
});
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe("the per-address sign-in lane", () => {
  it("refuses the sixth link to any spelling of one address", async () => {
    expect(rateLimits().signInEmailsPerAddress).toBe(5);
    const variants = ["Victim@Example.com", "victim+1@example.com", "victim+a+b@example.com.", "VICTIM+x@EXAMPLE.COM..", " victim@example.com "];
    for (const email of variants) expect(await spendSignInEmail(fromNewClient(), email)).toBeNull();
    for (const email of ["victim+6@example.com", "victim@example.com.", "victim@example.com"]) {
      expect(await spendSignInEmail(fromNewClient(), email)).toBeGreaterThan(0);
    }
    // Another mailbox at the same domain keeps its own lane.
    expect(await spendSignInEmail(fromNewClient(), "someone-else@example.com")).toBeNull();
  });

  it("folds gmail's dots and googlemail.com, and nowhere else", async () => {
    for (const email of ["first.last@gmail.com", "firstlast@gmail.com", "f.i.r.s.t.last+x@googlemail.com", "FirstLast@Gmail.com.", "first.l.a.s.t@gmail.com"]) {
      expect(await spendSignInEmail(fromNewClient(), email)).toBeNull();
    }
    expect(await spendSignInEmail(fromNewClient(), "firstlast+again@gmail.com")).toBeGreaterThan(0);
    // On any other domain a dot is part of the name: first.last and firstlast may be two people.
    expect(signInLaneAddress("first.last@company.example")).not.toBe(signInLaneAddress("firstlast@company.example"));
  });

  it("folds an internationalised domain with its ASCII form", () => {
    expect(signInLaneAddress("anna+news@BÜCHER.example.")).toBe(signInLaneAddress("anna@xn--bcher-kva.example"));
  });
});
