import type { Route } from "./+types/events";
import { onChange } from "~/realtime/changes.server";

// Proxies close quiet connections; a comment line every 25 s keeps this one open.
const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events: one `change` message per write, so open pages can reload their data.
 * Messages carry only the table and action, nothing a visitor may not know.
 */
export function loader({ request }: Route.LoaderArgs) {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send("retry: 2000\n\n");
      const unsubscribe = onChange((change) => send(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
