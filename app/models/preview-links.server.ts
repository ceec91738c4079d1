import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, previewLinks } from "~/db/schema";
import { Refused } from "~/lib/refused";
import { authorName } from "./revisions.server";

/**
 * 'Share preview' links (docs/decisions/024): anyone holding one sees the draft, without
 * signing in, until it ends or is revoked. The token (128 random bits) is given once, to the
 * administrator who made the link; the table keeps only its SHA-256, so a copy of the
 * database (a backup) opens no preview. The links are the site's, not content: no revision,
 * and always written live, whether their maker is in draft mode or not.
 */
export const PREVIEW_LINK_MESSAGES = {
  notFound: "This link is gone. Reload the page and try again.",
  past: "Choose a date in the future, within a year.",
} as const;

/** What a valid link gives the page that is seen through it. */
export type OpenPreview = { id: string; expiresAt: Date };

/** A link as the share dialog lists it. */
export type PreviewLinkView = {
  id: string;
  by: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  views: number;
  lastViewedAt: string | null;
  active: boolean;
};

// A token as the site writes it: 16 bytes in base64url, 22 characters.
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new link ending at `expiresAt`, made by `by`; returns its token, which nothing keeps. */
export async function createPreviewLink(db: Db, by: string, expiresAt: Date, now = new Date()) {
  if (expiresAt <= now) throw new Refused(PREVIEW_LINK_MESSAGES.past);
  const token = crypto.randomBytes(16).toString("base64url");
  const [link] = await db
    .insert(previewLinks)
    .values({ tokenHash: hashOf(token), by, createdAt: now, expiresAt })
    .returning();
  return { token, link: { id: link.id, expiresAt: link.expiresAt.toISOString() } };
}

/** Every link, the newest first: those still open and those ended (expired or revoked). */
export async function listPreviewLinks(db: Db, now = new Date()): Promise<PreviewLinkView[]> {
  const rows = await db
    .select({
      id: previewLinks.id,
      by: authorName,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      views: previewLinks.views,
      lastViewedAt: previewLinks.lastViewedAt,
    })
    .from(previewLinks)
    .leftJoin(admins, eq(admins.id, previewLinks.by))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    active: !row.revokedAt && row.expiresAt > now,
  }));
}

/** Ends a link at once; a link revoked before stays as it was. */
export async function revokePreviewLink(db: Db, id: string, now = new Date()) {
  const [row] = await db.select({ revokedAt: previewLinks.revokedAt }).from(previewLinks).where(eq(previewLinks.id, id));
  if (!row) throw new Refused(PREVIEW_LINK_MESSAGES.notFound, 404);
  if (!row.revokedAt) await db.update(previewLinks).set({ revokedAt: now }).where(eq(previewLinks.id, id));
  return { id };
}

/**
 * The open link a token stands for, or null (unknown, revoked or expired). `view`: the
 * request is a page load seen through it (not a data request or the change stream), counted
 * with its time.
 */
export async function resolvePreviewLink(db: Db, token: string | undefined, { now = new Date(), view = false } = {}) {
  if (!token || !TOKEN.test(token)) return null;
  const open = and(eq(previewLinks.tokenHash, hashOf(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now));
  const columns = { id: previewLinks.id, expiresAt: previewLinks.expiresAt };
  const [link] = view
    ? await db
        .update(previewLinks)
        .set({ views: sql`${previewLinks.views} + 1`, lastViewedAt: now })
        .where(open)
        .returning(columns)
    : await db.select(columns).from(previewLinks).where(open);
  return (link as OpenPreview | undefined) ?? null;
}
