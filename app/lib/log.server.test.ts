import { describe, expect, it } from "vitest";
import { withoutQueryValues } from "./log.server";

describe("the log's error serializer", () => {
  it("keeps the failed query's text but none of its values, at any depth of causes", () => {
    const cause = Object.assign(new Error("Failed query: update sessions set token = $1\nparams: token-of-a-session"), {
      params: ["token-of-a-session"],
    });
    const error = Object.assign(new Error("Failed query: insert into admins values ($1, $2)\nparams: ada@example.com,$argon2id$hash"), {
      params: ["ada@example.com", "$argon2id$hash"],
      cause,
    });
    const written = JSON.stringify(withoutQueryValues(error));
    expect(written).toContain("Failed query: insert into admins");
    expect(written).toContain("Failed query: update sessions");
    for (const secret of ["$argon2id$hash", "token-of-a-session", "ada@example.com"]) expect(written).not.toContain(secret);
  });
});
