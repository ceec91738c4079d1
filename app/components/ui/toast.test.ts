import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, offeringAction, subscribeToasts, toast } from "./toast";

describe("toast()", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds an open toast with its title, description and variant, and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast({ title: "Content updated successfully!" });
    const second = toast({ title: "Unable to save content.", description: "Try again", variant: "destructive" });
    unsubscribe();
    expect(second).toBeGreaterThan(id);
    expect(listener).toHaveBeenCalledTimes(2);
    const [first, last] = getToasts().slice(-2);
    expect(first).toMatchObject({ id, title: "Content updated successfully!", open: true });
    expect(last).toMatchObject({
      id: second,
      title: "Unable to save content.",
      description: "Try again",
      variant: "destructive",
      open: true,
    });
  });

  it("offers an action on the toasts a refusal's answer shows, unless they carry their own, and only then", () => {
    const unschedule = { label: "Unschedule", onClick: vi.fn() };
    const own = { label: "Undo", onClick: vi.fn() };
    offeringAction(unschedule, () => {
      toast({ title: "Could not save text", description: "This change is scheduled" });
      toast({ title: "Deleted", action: own });
    });
    toast({ title: "Saved" });
    const [refused, deleted, saved] = getToasts().slice(-3);
    expect(refused.action).toBe(unschedule);
    expect(deleted.action).toBe(own);
    expect(saved.action).toBeUndefined();
  });

  it("keeps only the three newest toasts on screen", () => {
    const ids = [1, 2, 3, 4, 5].map((n) => toast({ title: `Toast ${n}` }));
    expect(getToasts().map((t) => t.id)).toEqual(ids.slice(-3));
  });

  it("closes a dismissed toast at once and removes it after its closing animation", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Image removed" });
    dismissToast(id);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(299);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });
});
