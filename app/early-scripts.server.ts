import { CONTACT_FORM_SCRIPT } from "~/components/contact/contact-form-script.server";
import { REVEAL_SCRIPT } from "~/components/layout/reveal-script.server";

/**
 * What a page does before its modules arrive (they come after the first paint, decision
 * 011): content below the fold comes in as it is scrolled to, and the contact form works.
 * One inline script at the end of the body, written into the HTML only: the modules never
 * carry its text, and React 19 leaves a tag it did not render at the end of the body alone
 * when it hydrates. Allowed by the page's nonce, or by its hash on a cached page
 * (server/render-cache.ts).
 */
export function withEarlyScripts(html: string, nonce: string | undefined): string {
  const at = html.lastIndexOf("</body>");
  if (at < 0) return html;
  const contact = html.includes("data-contact-form=") ? CONTACT_FORM_SCRIPT : "";
  const script = `<script${nonce ? ` nonce="${nonce}"` : ""}>${REVEAL_SCRIPT};${contact}</script>`;
  return `${html.slice(0, at)}${script}${html.slice(at)}`;
}
