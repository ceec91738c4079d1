import { data } from "react-router";
import type { Route } from "./+types/preview-links";
import { requireAdmin } from "~/auth/guard.server";
import { MAX_PREVIEW_MS, PREVIEW_EXPIRIES, PREVIEW_LINK_FORM_MESSAGES, PreviewLinksSchema } from "~/forms/preview-links";
import { PREVIEW_PARAM } from "~/lib/preview-link";
import { siteOrigin } from "~/lib/seo";
import { Refused } from "~/lib/refused";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "~/models/preview-links.server";
import { adminContext, appContext } from "~/context.server";
import { adminAction } from "./admin-action.server";

/** Every preview link, open and ended, for the share dialog. Administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const links = await listPreviewLinks(context.get(appContext).db);
  return data({ links }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * A new link to a page of the site (its address, with the token, is answered once and kept
 * nowhere), or a link revoked. Written live even in draft mode: a link is the site's, not a
 * change of its content.
 */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, PreviewLinksSchema, async (input, by) => {
    const { db, env } = args.context.get(appContext);
    if (input.intent === "revoke") return revokePreviewLink(db, input.link);
    const now = new Date();
    const expiresAt = input.expires === "date" ? new Date(input.until!) : new Date(now.getTime() + PREVIEW_EXPIRIES[input.expires].ms);
    if (expiresAt.getTime() - now.getTime() > MAX_PREVIEW_MS) throw new Refused(PREVIEW_LINK_FORM_MESSAGES.date);
    const { token, link } = await createPreviewLink(db, by, expiresAt, now);
    const url = `${siteOrigin(args.request, env.PUBLIC_URL)}${input.path}?${PREVIEW_PARAM}=${token}`;
    return { link, url };
  });
}
