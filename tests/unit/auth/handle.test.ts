import { describe, expect, it } from "vitest";
import { baseHandle, handleCandidate, isValidHandle } from "@/lib/users/handle";

describe("baseHandle", () => {
  it.each([
    [{ email: "ada.lovelace@example.com" }, "ada-lovelace"],
    [{ email: "Bob_Smith+tag@x.io" }, "bob-smith"],
    [{ email: "jo@x.io" }, "jo-user"],
    [{ email: "@@@@x.io", name: "Grace Hopper" }, "grace-hopper"],
    [{ name: "Zoë" }, "zoe"],
    [{ name: "李" }, "user"],
    [{}, "user"],
    [{ email: "admin@x.io" }, "admin-user"],
    [{ email: `${"a".repeat(40)}@x.io` }, "a".repeat(30)],
    [{ email: `${"a".repeat(29)}.b@x.io` }, "a".repeat(29)],
  ])("%o → %s", (input, expected) => {
    const h = baseHandle(input);
    expect(h).toBe(expected);
    expect(isValidHandle(h)).toBe(true);
  });
});

describe("handleCandidate", () => {
  it("appends the number and stays within 30 characters", () => {
    expect(handleCandidate("sam", 1)).toBe("sam");
    expect(handleCandidate("sam", 2)).toBe("sam2");
    const long = "a".repeat(30);
    expect(handleCandidate(long, 12)).toBe(`${"a".repeat(28)}12`);
    expect(isValidHandle(handleCandidate(long, 12))).toBe(true);
    expect(handleCandidate(`${"a".repeat(28)}-b`, 10)).toBe(`${"a".repeat(28)}10`);
  });
});

describe("isValidHandle", () => {
  it.each(["abc", "a-b", "a".repeat(30), "x9-2"])("accepts %s", (h) => expect(isValidHandle(h)).toBe(true));
  it.each(["ab", "a".repeat(31), "-abc", "abc-", "a--b", "ABC", "a_b", "a.b"])("rejects %s", (h) => expect(isValidHandle(h)).toBe(false));
});
