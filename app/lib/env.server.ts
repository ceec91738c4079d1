import path from "node:path";
import { z } from "zod";

/** An optional setting; set but empty counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_SIGNUP: z.enum(["first", "open", "closed"]).default("first"),
  // The first administrator's setup code, given in advance by an automated install; unset,
  // the site derives one and prints it at start (docs/decisions/019).
  ADMIN_SETUP_CODE: optionalText.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  // For tests only, never in production: a picture given by its address may be fetched from
  // this machine (app/storage/picture-address.server.ts refuses loopback otherwise).
  PICTURES_BY_ADDRESS_ALLOW_LOOPBACK: z.enum(["0", "1"]).default("0"),
  // Pictures in an S3-compatible bucket instead of DATA_DIR/uploads (README, "Pictures in a bucket").
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(["1", "true", "0", "false", ""])
    .optional()
    .transform((value) => value === "1" || value === "true"),
  S3_PUBLIC_URL: optionalUrl.transform((url) => url?.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long requests under way may take to finish after SIGTERM before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // The HTTP server (server/): whose X-Forwarded-* headers count, and how many open pages'
  // change streams one address, and all together, may hold.
  /** Express's `trust proxy`: `loopback` (a proxy on this machine), addresses or subnets, a hop count, `true`, `false`. */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) => {
      // Unset (or empty): a proxy on this machine.
      if (!value) return "loopback";
      if (value === "false") return false;
      // Every peer: only where nothing but the proxy can reach the site.
      if (value === "true") return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  // What a visitor's page is (docs/decisions/029): `page`, the server's HTML and the visitor's
  // module, no React at load; `app`, React's app as for administrators, as before issue 27 (the
  // bench compares the two).
  VISITOR_FACE: z.enum(["app", "page"]).default("page"),
  EVENT_STREAMS_TOTAL: z.coerce.number().int().min(1).default(10_000),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

/** Reads and checks the environment once; a bad value stops the server with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
