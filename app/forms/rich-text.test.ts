import { describe, expect, it } from "vitest";
import { CaseFieldsSchema } from "./case-study";
import { ContentSchema } from "./content";
import { checkRichText, RICH_MESSAGES, richText } from "./rich-text";

const doc = (runs: unknown) => `{rich:1}${JSON.stringify(runs)}`;
const check = (value: string) => checkRichText(value, 100, "Too long");

describe("the server's check of a formatted text", () => {
  it("keeps a plain value exactly, whatever it holds", () => {
    for (const plain of ["", "  spaced  ", "a\nb", "<b>x</b>", "{rich:2}[]", '{"rich":1,"runs":[]}', "rich: a story"]) {
      expect(check(plain)).toEqual({ ok: true, value: plain });
    }
  });

  it("accepts bold, italics and allowed links, in the stored form", () => {
    const value = doc([
      { text: "x", marks: ["italic", "bold"] },
      { text: "y", marks: ["bold", "italic"] },
      { text: " ", link: "/cases" },
    ]);
    expect(check(value)).toEqual({
      ok: true,
      value: doc([
        { text: "xy", marks: ["bold", "italic"] },
        { text: " ", link: "/cases" },
      ]),
    });
    // Nothing formatted: stored as plain text.
    expect(check(doc([{ text: "plain" }, { text: " words" }]))).toEqual({ ok: true, value: "plain words" });
  });

  it.each([
    ["a javascript: link", doc([{ text: "x", link: "javascript:alert(1)" }]), RICH_MESSAGES.badLink],
    ["a data: link", doc([{ text: "x", link: "data:text/html,hi" }]), RICH_MESSAGES.badLink],
    ["a //host link", doc([{ text: "x", link: "//evil.example" }]), RICH_MESSAGES.badLink],
    ["an unknown mark", doc([{ text: "x", marks: ["underline"] }]), RICH_MESSAGES.unknownMark],
    ["an unknown key", doc([{ text: "x", underline: true }]), RICH_MESSAGES.unknownMark],
    ["nested runs", doc([{ text: "x", runs: [{ text: "y", marks: ["bold"] }] }]), RICH_MESSAGES.unknownMark],
    ["HTML as runs", '{rich:1}"<b>x</b>"', RICH_MESSAGES.invalid],
    ["a run that is not an object", doc(["x"]), RICH_MESSAGES.invalid],
    ["broken JSON", '{rich:1}[{"text":"x"}', RICH_MESSAGES.invalid],
    ["an object instead of the runs", '{rich:1}{"runs":[],"style":"x"}', RICH_MESSAGES.invalid],
    ["too many words", doc([{ text: "x".repeat(101), marks: ["bold"] }]), "Too long"],
  ])("refuses %s", (_name, value, message) => {
    expect(check(value)).toEqual({ ok: false, message });
  });

  it("trims a field's formatted text and refuses an empty required one", () => {
    expect(richText(100).parse(doc([{ text: "  bold", marks: ["bold"] }, { text: " end  " }]))).toBe(
      doc([{ text: "bold", marks: ["bold"] }, { text: " end" }]),
    );
    expect(richText(100, "X", "Say something").safeParse(doc([{ text: "  ", marks: ["bold"] }])).success).toBe(false);
  });

  it("is the case editor's check of its four texts, and the content action's of a description", () => {
    const bad = doc([{ text: "x", link: "javascript:alert(1)" }]);
    const fields = { title: "T", category: "branding", results: bad };
    const parsed = CaseFieldsSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["results"], message: RICH_MESSAGES.badLink });
    const saved = ContentSchema.safeParse({
      intent: "save",
      values: JSON.stringify([{ section: "hero", key: "description", type: "description", value: bad }]),
    });
    expect(saved.error?.issues[0].message).toBe(RICH_MESSAGES.badLink);
    // A text slot is not formatted: the same characters are its plain text.
    const text = ContentSchema.safeParse({
      intent: "save",
      values: JSON.stringify([{ section: "hero", key: "title", type: "text", value: bad }]),
    });
    expect(text.success).toBe(true);
  });
});
