/** A write that the server refuses for a reason the administrator can act on. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 | 503 = 400,
    /** What the answer carries besides the message (a conflict's other version). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
