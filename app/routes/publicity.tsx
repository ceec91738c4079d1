import { Radio } from "~/components/ui/icons";
import { useRouteLoaderData } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { agency } from "~/content/agency";
import { useSlot } from "~/content/content-context";
import { slotId, slotsOf, type ContentValues } from "~/content/slot";
import { publicity, publicityTarget } from "~/content/system-pages";
import { useNonce } from "~/lib/nonce";
import { pageMeta } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import type { Route } from "./+types/publicity";
import { appContext } from "~/context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return { content: await loadContent(app.db, slotsOf(publicity)) };
}

type RootData = { content?: ContentValues; admin?: unknown } | undefined;

function rootData(matches: Route.MetaArgs["matches"]) {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData;
}

function targetFrom(matches: Route.MetaArgs["matches"]) {
  return publicityTarget(rootData(matches)?.content?.[slotId(agency.publicityUrl)]);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Publicity: Broadcast Square",
    description: "Advertising screens and broadcast campaigns by our partner Broadcast Square. Redirecting you to their website.",
  }),
  // Followed at once without JavaScript, and after a client-side navigation to this page
  // (browsers act on a refresh tag as soon as it is added). On a full page load the
  // script below leaves first. A signed-in administrator stays, to edit the message.
  ...(rootData(args.matches)?.admin ? [] : [{ httpEquiv: "refresh", content: `0; url=${targetFrom(args.matches)}` }]),
];

/** docs/product.md section 2: shows a message and at once sends the browser to the publicity site. */
export default function PublicityPage() {
  const target = publicityTarget(useSlot(agency.publicityUrl));
  const nonce = useNonce();
  const adminStays = Boolean((useRouteLoaderData("root") as RootData)?.admin);
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-5 pt-32 pb-20">
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-[32rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-brand opacity-20 blur-3xl"
      />
      <div className="flex max-w-xl flex-col items-center text-center" role="status">
        <span className="relative inline-flex size-20 items-center justify-center rounded-3xl bg-gradient-brand text-white shadow-2xl shadow-primary/30">
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-3xl bg-primary/40 motion-reduce:hidden" />
          <Radio aria-hidden="true" className="relative size-9" />
        </span>
        <ContentText slot={publicity.message} as="h1" lang="pt" className="mt-8 font-display text-3xl font-bold text-balance sm:text-4xl" />
        <a href={target} className="mt-6 text-sm font-semibold text-primary underline-offset-4 hover:underline">
          <ContentText slot={publicity.fallbackLink} />
        </a>
      </div>
      {adminStays ? (
        <p className="absolute bottom-8 rounded-full bg-muted px-4 py-2 text-xs text-muted-foreground">
          Visitors are sent on to {target} at once; you stay because you are signed in.
        </p>
      ) : (
        <script
          nonce={nonce}
          // The target is JSON-encoded with '<' escaped, so it cannot close the script element.
          dangerouslySetInnerHTML={{
            __html: `location.replace(${JSON.stringify(target).replace(/</g, "\\u003c")})`,
          }}
        />
      )}
    </section>
  );
}
