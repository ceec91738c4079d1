import { CONTACT_FORM_SCRIPT } from "~/components/contact/contact-form-script.server";
import { REVEAL_SCRIPT } from "~/components/layout/reveal-script.server";

/**
 * What a page does before its modules arrive (they come after the first paint, decision
 * 011): content below the fold comes in as it is scrolled to, and the contact form works;
 * on the page face, the speculation rules of its navigation too.
 * One inline script at the end of the body, written into the HTML only: the modules never
 * carry its text, and React 19 leaves a tag it did not render at the end of the body alone
 * when it hydrates. Allowed by the page's nonce, or by its hash on a cached page
 * (server/render-cache.ts).
 */
export function withEarlyScripts(html: string, nonce: string | undefined): string {
  const at = html.lastIndexOf("</body>");
  if (at < 0) return html;
  const contact = html.includes("data-contact-form=") ? CONTACT_FORM_SCRIPT : "";
  const marked = nonce ? ` nonce="${nonce}"` : "";
  const script = `<script${marked}>${REVEAL_SCRIPT};${contact}</script>`;
  // The page face's navigation (docs/decisions/029).
  const rules = html.includes('data-face="page"') ? `<script type="speculationrules"${marked}>${SPECULATION_RULES}</script>` : "";
  return `${html.slice(0, at)}${script}${rules}${html.slice(at)}`;
}

/**
 * The page face's navigation (docs/decisions/029): a page of the site is fetched as the pointer
 * rests on its link or it is pressed, and the main navigation's pages are prerendered then, so
 * a full page load feels like the app's. Never the administrators' or the API's addresses.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/admin*" } },
          { not: { href_matches: "/login*" } },
          { not: { href_matches: "/logout*" } },
          { not: { href_matches: "/*\\?*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
  prerender: [{ where: { selector_matches: "header nav a[href^='/']" }, eagerness: "moderate" }],
});
