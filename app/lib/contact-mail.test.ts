import { describe, expect, it } from "vitest";
import { CONTACT_ERRORS, contactMailto, validateContact } from "./contact-mail";

const valid = { name: "Ana Lima", email: "ana@example.com", company: "", message: "Hello there" };

describe("contact form validation", () => {
  it("accepts a complete form with the company left empty", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("asks for the name, email and message when they are empty or blank", () => {
    expect(validateContact({ name: " ", email: "", company: "", message: "\n" })).toEqual({
      name: CONTACT_ERRORS.nameRequired,
      email: CONTACT_ERRORS.emailRequired,
      message: CONTACT_ERRORS.messageRequired,
    });
  });

  it("refuses an email that is not an address", () => {
    for (const email of ["abc", "a@b", "a b@c.co", "@b.co"]) {
      expect(validateContact({ ...valid, email }).email).toBe(CONTACT_ERRORS.emailInvalid);
    }
    expect(validateContact({ ...valid, email: "a@b.co" }).email).toBeUndefined();
  });
});

describe("contact mailto", () => {
  it("addresses the agency with the subject and the body docs/product.md section 2 describes", () => {
    const url = new URL(contactMailto("hello@agency.test", { ...valid, company: "Lima & Co" }));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@agency.test");
    expect(url.searchParams.get("subject")).toBe("New Contact Form Submission from Ana Lima");
    expect(url.searchParams.get("body")).toBe("Name: Ana Lima\nEmail: ana@example.com\nCompany: Lima & Co\n\nMessage:\nHello there");
  });

  it("writes 'Not provided' for an empty company", () => {
    const url = new URL(contactMailto("hello@agency.test", valid));
    expect(url.searchParams.get("body")).toContain("Company: Not provided");
  });

  it("encodes characters that would break the address (&, ?, #, line breaks)", () => {
    const url = contactMailto("hello@agency.test", {
      ...valid,
      name: "A&B?#",
      message: "one\ntwo & three",
    });
    expect(url).not.toMatch(/[\n#]/);
    const parsed = new URL(url);
    expect(parsed.searchParams.get("subject")).toBe("New Contact Form Submission from A&B?#");
    expect(parsed.searchParams.get("body")).toMatch(/Message:\none\ntwo & three$/);
  });
});
