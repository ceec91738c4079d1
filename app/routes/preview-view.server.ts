import { createCookie, redirect } from "react-router";
import { secure } from "~/auth/cookie.server";
import type { Db } from "~/db/client.server";
import { LEAVE_PREVIEW, PREVIEW_NOT_FOUND, PREVIEW_PARAM } from "~/lib/preview-link";
import { resolvePreviewLink, type OpenPreview } from "~/models/preview-links.server";

/**
 * 'Share preview' links on the real addresses (docs/decisions/024): `<page>?preview=<token>`
 * opens the draft view for anyone; a cookie (HttpOnly, ending with the link) keeps it while
 * they browse the site. Every answer seen through a link is kept by no one and indexed by no
 * one, and takes no referrer along; a link revoked, expired or never made leads to the plain
 * not-found page. `?preview=leave` ends it in this browser.
 */
export const PREVIEW_COOKIE = "preview";

/** What every answer seen through a link carries (set by server/app.ts, in front of every route). */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
} as const;

const previewCookie = createCookie(PREVIEW_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });

/** The preview token a request carries: its link's parameter, else its cookie. */
export async function previewTokenOf(request: Request): Promise<string | undefined> {
  const param = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (param !== null) return param;
  const value: unknown = await previewCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : undefined;
}

/** Whether a request asks to be seen through a preview link (its parameter or its cookie). */
export function carriesPreview(request: Request) {
  if (new URL(request.url).searchParams.has(PREVIEW_PARAM)) return true;
  const cookies = request.headers.get("cookie");
  return !!cookies && cookies.split(";").some((part) => part.trimStart().startsWith(`${PREVIEW_COOKIE}=`));
}

const cleared = (request: Request) => previewCookie.serialize("", { secure: secure(request), maxAge: 0 });

/**
 * The preview a read (GET, HEAD) is seen through: null when it carries none; thrown, a
 * redirect when its token opens nothing (to the not-found page) or it leaves the preview (to
 * the page itself), the cookie cleared either way. A page load (not a data request) counts
 * as one view. `answer` gives the response the cookie when the link came in the address.
 */
export async function openPreview(request: Request, db: Db) {
  if (!carriesPreview(request)) return null;
  const url = new URL(request.url);
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (param === LEAVE_PREVIEW) {
    url.searchParams.delete(PREVIEW_PARAM);
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": await cleared(request) } });
  }
  const view = !url.pathname.endsWith(".data");
  const link = await resolvePreviewLink(db, await previewTokenOf(request), { view });
  if (!link) throw redirect(PREVIEW_NOT_FOUND, { headers: { "Set-Cookie": await cleared(request) } });
  const cookie = param === null ? null : await previewCookie.serialize(param, { secure: secure(request), expires: link.expiresAt });
  return {
    link,
    answer(response: Response) {
      if (cookie) response.headers.append("Set-Cookie", cookie);
      return response;
    },
  };
}

/** What the root loader tells the page about its preview: when it ends, for the banner. */
export const previewBanner = (preview: OpenPreview | undefined) => (preview ? { endsAt: preview.expiresAt.toISOString() } : null);
