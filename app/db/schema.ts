import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
// Defined with the other case rules, which the browser shares (no ORM in its bundle).
import { CASE_CATEGORIES, type CaseCategory } from "~/lib/case-rules";

export { CASE_CATEGORIES, type CaseCategory };

/**
 * A `jsonb` column read as the database driver hands it over. Both drivers (pg, PGlite) already
 * parse jsonb; Drizzle's own `jsonb` parses a string once more, so a text stored as the string
 * "2024" (or "true", "[1]") came back as a number, and showed as nothing.
 */
const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

export const CASE_STATUSES = ["draft", "published"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CONTENT_TYPES = ["text", "title", "description", "image"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const caseStudies = pgTable(
  "case_studies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().default("New Case Study"),
    slug: text("slug").notNull().unique(),
    clientName: text("client_name").notNull().default(""),
    category: text("category").notNull().default("case-studies"),
    description: text("description").notNull().default(""),
    challenge: text("challenge"),
    solution: text("solution"),
    results: text("results"),
    featuredImage: text("featured_image"),
    galleryImages: text("gallery_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The alternative text written for each of its pictures, by address ("" for a decorative
     * one); a picture with none shows the case's title (docs/product.md section 5).
     */
    imageAlts: jsonb("image_alts").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<CaseStatus>().notNull().default("draft"),
    externalLink: text("external_link"),
    orderIndex: integer("order_index").notNull().default(0),
    /** Counts the case's saves: an editor's save names the version it started from. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("case_studies_status_check", sql`${t.status} in ('draft', 'published')`)],
);

/**
 * Former slugs of renamed case studies: an old address keeps working by redirecting to the
 * case's current one. A slug taken again by a live case stops redirecting (its row goes).
 */
export const caseSlugRedirects = pgTable("case_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  caseId: uuid("case_id")
    .notNull()
    .references(() => caseStudies.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One stored value of an editable content slot; the default lives in the slot registry. */
export const siteContent = pgTable(
  "site_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    section: text("section").notNull(),
    // A plain string, or { text } / { url } as docs/product.md section 3 allows.
    content: jsonb("content").$type<string | { text?: string; url?: string }>().notNull(),
    contentType: text("content_type").$type<ContentType>().notNull().default("text"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("site_content_key_section_unique").on(t.key, t.section),
    check("site_content_type_check", sql`${t.contentType} in ('text', 'title', 'description', 'image')`),
  ],
);

export const teamMembers = pgTable("team_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  role: text("role").notNull().default(""),
  bio: text("bio").notNull().default(""),
  imageUrl: text("image_url"),
  /** The portrait's alternative text ("" for a decorative one); none: the member's name. */
  imageAlt: text("image_alt"),
  orderIndex: integer("order_index").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  /** Counts the member's saves: an editor's save names the version it started from. */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const introLogos = pgTable("intro_logos", {
  id: uuid("id").primaryKey().defaultRandom(),
  logoUrl: text("logo_url").notNull(),
  /** The logo's alternative text (the client's name, say); none: 'Client logo {n}'. */
  alt: text("alt"),
  orderIndex: integer("order_index").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about this installation, such as whether the demo content was seeded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type CaseStudy = typeof caseStudies.$inferSelect;
export type NewCaseStudy = typeof caseStudies.$inferInsert;
export type SiteContentRow = typeof siteContent.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type IntroLogo = typeof introLogos.$inferSelect;

export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // Stored lower-cased and trimmed, so sign-in ignores the case of the address.
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Two-step sign-in (docs/decisions/020): the authenticator's secret, encrypted with a key
   * derived from the session secret (app/auth/secret-box.server.ts). Set when the
   * administrator starts turning it on; on once `totp_enabled_at` is set by a right code.
   */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
});

/** One unused recovery code of an administrator with two-step sign-in: only its SHA-256. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.codeHash] })],
);

/**
 * A signed-in administrator's session. The cookie carries a random token; only its SHA-256
 * is stored, so a copy of the database does not let anyone sign in.
 */
export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  adminId: uuid("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /**
   * Draft mode (docs/decisions/024): this session's writes go to the shared draft instead of
   * live, and its pages show the site with the draft over it. Off until switched on.
   */
  draftMode: boolean("draft_mode").notNull().default(false),
});

export type Admin = typeof admins.$inferSelect;
export type Session = typeof sessions.$inferSelect;

/** What a revision records: an item made, changed, deleted, brought back, or its draft published. */
export const REVISION_ACTIONS = ["create", "update", "delete", "restore", "publish"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * One change to one item (a content slot or a record): who made it, when, and the value
 * before and after, so that any version can be looked at and restored. The latest 50 of
 * each item are kept (models/revisions.server.ts).
 */
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which item: "slot:<section>/<key>", "case:<id>", "material:<id>", "team:<id>", "logo:<id>". */
    item: text("item").notNull(),
    action: text("action", { enum: REVISION_ACTIONS }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    // The clock, not the transaction's start: two changes in one transaction keep their order.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index("revisions_item_created_at_idx").on(table.item, table.createdAt),
    // The activity log reads the latest across the site.
    index("revisions_created_at_idx").on(table.createdAt),
  ],
);

export type Revision = typeof revisions.$inferSelect;

/**
 * The site's one shared draft (docs/decisions/024): the value a place (an item as revisions
 * name it, `slot:<section>/<key>`, `case:<id>`, ...) will have once published, over the live
 * one. `value` null: the place deleted (a record) or back to its default (a slot). `base` is
 * the live value when the place was first drafted, so that a live change made since is a
 * conflict at publishing, not an overwrite; `based_at` the time of the item's latest
 * revision then, so that whoever changed it since can be named. `language` is '' until the
 * site has a second one: a place's draft per language, published on its own.
 */
export const drafts = pgTable(
  "drafts",
  {
    place: text("place").notNull(),
    language: text("language").notNull().default(""),
    value: jsonb("value"),
    base: jsonb("base"),
    basedAt: timestamp("based_at", { withTimezone: true }),
    /** Who changed it last; a removed administrator's changes stay in the draft. */
    by: uuid("by").references(() => admins.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.place, t.language] })],
);

export type Draft = typeof drafts.$inferSelect;

/** One place of a publish: its live value before, and the value published. */
export type PublishedPlace = { place: string; before: unknown; after: unknown };

/**
 * One publish of drafted places (models/publish.server.ts): each place's value before and
 * after, which 'Undo publish' puts back. `scheduled_for`, `claimed_at` and `late_ms` are for
 * scheduled publishing (issue 25), which claims a due row once across instances.
 */
export const publishes = pgTable(
  "publishes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    by: uuid("by").references(() => admins.id, { onDelete: "set null" }),
    /** When it was published; none yet while it is scheduled. */
    at: timestamp("at", { withTimezone: true }),
    places: jsonb("places").$type<PublishedPlace[]>().notNull().default([]),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: uuid("undone_by").references(() => admins.id, { onDelete: "set null" }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** A scheduled publish's chosen places, until it is published (then `places` says what it did). */
    planned: jsonb("planned").$type<string[]>(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lateMs: integer("late_ms"),
  },
  (t) => [index("publishes_at_idx").on(t.at), index("publishes_scheduled_for_idx").on(t.scheduledFor)],
);

export type Publish = typeof publishes.$inferSelect;

/**
 * A link that shows the draft to someone without an account (docs/decisions/024): only the
 * token's SHA-256 is kept; it ends at `expires_at` or when revoked, and counts its views.
 */
export const previewLinks = pgTable("preview_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  by: uuid("by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  views: integer("views").notNull().default(0),
  lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
});

export type PreviewLink = typeof previewLinks.$inferSelect;

/** The site's settings that are no page's content (its time zone, for scheduled publishing), by key. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  by: uuid("by").references(() => admins.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the subject of a picture is (docs/decisions/026-picture-framing.md): its focal point
 * in percent of its width and height, kept by the picture's address, so every crop of it on
 * every page (`object-position`) keeps that point in view. A picture framed at its centre has
 * no row; its file is never changed.
 */
export const pictureFraming = pgTable(
  "picture_framing",
  {
    url: text("url").primaryKey(),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    by: uuid("by").references(() => admins.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("picture_framing_x_range", sql`${t.x} between 0 and 100`), check("picture_framing_y_range", sql`${t.y} between 0 and 100`)],
);

export type PictureFraming = typeof pictureFraming.$inferSelect;

/**
 * Operational state that several instances of the site share, and nothing else: not content,
 * so outside the write path (docs/decisions/002), and in a PostgreSQL schema of its own, so
 * that backups, which take the tables of `public`, neither keep nor restore it.
 */
export const operational = pgSchema("operational");

/**
 * One failed sign-in under one key (a hash of the email, or of the client's address), for
 * the login throttle (app/auth/login-throttle.server.ts). Rows older than its window are
 * deleted as new failures come in.
 */
export const loginFailures = operational.table(
  "login_failures",
  {
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The attempt that wrote it: recorded before the check, taken back if the check passes. */
    attempt: text("attempt"),
  },
  (t) => [index("login_failures_key_at_idx").on(t.key, t.at), index("login_failures_at_idx").on(t.at)],
);

/**
 * Whose turn it is to check a password or code for one email (a hash of it): one check at a
 * time across every instance, and none before `next_at` (the growing delay after failures).
 */
export const loginTurns = operational.table("login_turns", {
  key: text("key").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
  /** The attempt checking now, if any (until `next_at`, should its process die). */
  heldBy: text("held_by"),
});

/**
 * A right password of an administrator with two-step sign-in, waiting for the code: the
 * browser holds a random token, this row its hash. Short-lived and used once; no foreign
 * key, since backups restore `public` alone (an administrator removed meanwhile is not found).
 */
export const signInChallenges = operational.table("sign_in_challenges", {
  id: text("id").primaryKey(),
  adminId: uuid("admin_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Who has an editor open on what, as its last heartbeat said (app/realtime/presence.server.ts),
 * so that an instance that starts knows it at once. Only with PostgreSQL.
 */
export const presence = operational.table(
  "presence",
  {
    item: text("item").notNull(),
    adminId: text("admin_id").notNull(),
    name: text("name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.item, t.adminId] })],
);
