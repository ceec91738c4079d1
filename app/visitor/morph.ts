/**
 * Brings a new version of a page the server drew into the open page, changing only what the
 * server changed (live.ts, docs/decisions/029). It compares three things: the page as the
 * server drew it last (`Drawn`, a copy kept aside), the server's new version, and the page as
 * it is now. An attribute or a text the server changed is set in the open page; one the server
 * did not change is left as the page has it, so what a behaviour set (a menu's `aria-expanded`,
 * the header's scroll state, a revealed card) stays, and so does a node a behaviour took away
 * (the closed intro splash) or put in. Where a list changed in length or kind (a card added or
 * gone), its elements are matched by `id`, `data-key` or `href`, and the rest drawn anew. A
 * hydrated island gets its new props, and draws its inside itself.
 */

/** The regions as the server drew them, and for each node of them the open page's node. */
export type Drawn = { regions: Element[]; open: WeakMap<Node, Node> };

/**
 * The `selector` regions of `body`, a copy of the open page's body taken as the server drew it,
 * each node paired with the open page's node at the same place.
 */
export function snapshot(body: HTMLElement, selector: string): Drawn {
  const open = new WeakMap<Node, Node>();
  const live = [...document.querySelectorAll(selector)];
  const regions = [...body.querySelectorAll(selector.replaceAll("body > ", ":scope > "))];
  regions.forEach((region, index) => live[index] && pair(region, live[index], open));
  return { regions, open };
}

/** Brings what the server changed between `drawn` and `next` into the open page; returns the new `Drawn`. */
export function morph(drawn: Drawn, next: Document, selector: string): Drawn {
  const open = new WeakMap<Node, Node>();
  const regions = [...next.querySelectorAll(selector)];
  regions.forEach((region, index) => {
    const was = drawn.regions[index];
    const target = was && drawn.open.get(was);
    if (was && target instanceof Element && target.isConnected && sameKind(was, region)) {
      update(was, region, target, drawn.open, open);
    }
  });
  return { regions, open };
}

function update(was: Element, next: Element, target: Element, before: WeakMap<Node, Node>, after: WeakMap<Node, Node>) {
  after.set(next, target);
  for (const name of new Set([...was.getAttributeNames(), ...next.getAttributeNames()])) {
    const now = next.getAttribute(name);
    if (was.getAttribute(name) === now) continue;
    if (now === null) target.removeAttribute(name);
    else target.setAttribute(name, now);
  }
  // A hydrated island draws its own inside, from its new props (app/entry.islands.ts).
  if (target.hasAttribute("data-island-hydrated")) {
    pair(next, target, after);
    return;
  }
  const old = [...was.childNodes];
  const fresh = [...next.childNodes];
  if (old.length === fresh.length && old.every((node, index) => sameKind(node, fresh[index]))) {
    old.forEach((node, index) => {
      const counterpart = before.get(node);
      // Gone from the open page (a behaviour took it away): it stays away.
      if (!counterpart || counterpart.parentNode !== target) return;
      if (node instanceof Element) update(node, fresh[index] as Element, counterpart as Element, before, after);
      else {
        if (node.nodeValue !== fresh[index].nodeValue) counterpart.nodeValue = fresh[index].nodeValue;
        after.set(fresh[index], counterpart);
      }
    });
    return;
  }
  // The children changed in number or kind: the ones that stay are found by their key.
  const kept = new Map<string, Element>();
  for (const node of old) {
    const key = keyOf(node);
    if (key && node instanceof Element) kept.set(key, node);
  }
  const children = fresh.map((node) => {
    const key = keyOf(node);
    const match = key ? kept.get(key) : undefined;
    const counterpart = match && before.get(match);
    if (match && counterpart instanceof Element && sameKind(match, node)) {
      kept.delete(key!);
      update(match, node as Element, counterpart, before, after);
      return counterpart;
    }
    const copy = document.importNode(node, true);
    pair(node, copy, after);
    return copy;
  });
  target.replaceChildren(...children);
}

/** Records, for `copy` and each node in it, the node of `original` at the same place (while they are alike). */
function pair(copy: Node, original: Node | undefined, open: WeakMap<Node, Node>) {
  if (!original || copy.nodeName !== original.nodeName) return;
  open.set(copy, original);
  copy.childNodes.forEach((child, index) => pair(child, original.childNodes[index], open));
}

function keyOf(node: Node) {
  if (!(node instanceof Element)) return null;
  return node.id || node.getAttribute("data-key") || node.getAttribute("href") || null;
}

function sameKind(a: Node, b: Node) {
  if (a.nodeType !== b.nodeType) return false;
  if (!(a instanceof Element)) return true;
  return a.tagName === (b as Element).tagName && keyOf(a) === keyOf(b);
}
