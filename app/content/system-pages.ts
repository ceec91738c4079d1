import { agency } from "./agency";
import { defineSection } from "./slot";

/** The redirect page /publicity (docs/product.md section 2); the target is `agency.publicityUrl`. */
export const publicity = defineSection("publicity", {
  message: ["text", "Redirecionando para Broadcast Square..."],
  fallbackLink: ["text", "Continue to Broadcast Square"],
});

/** The page shown for any unknown path. */
export const notFound = defineSection("not-found", {
  title: ["title", "Oops! Page not found"],
  description: ["description", "The page you are looking for does not exist, has been moved or is temporarily unavailable."],
  homeButton: ["text", "Return to Home"],
  suggestions: ["text", "Or try one of these pages:"],
});

/**
 * Where /publicity sends the browser: the stored address when it is a plain http(s) URL,
 * else the default (never a `javascript:` address, whoever typed it).
 */
export function publicityTarget(stored: string | undefined) {
  const value = stored?.trim();
  if (value && /^https?:\/\/[^\s"'<>]+$/i.test(value)) return value;
  return agency.publicityUrl.default;
}
