/**
 * The home hero's background video (components/home/hero-section.tsx): it plays, muted and
 * looping, only where motion is welcome and once the intro splash is gone (`data-intro` on
 * <html>): a phone decodes no video behind the splash. With reduced motion it is never fetched.
 */
import { onElements } from "./dom";

onElements<HTMLVideoElement>("video[data-hero-video]", (video) => {
  // Muted before asking to play: browsers play muted videos unasked.
  video.muted = true;
  video.defaultMuted = true;
  const motion = matchMedia("(prefers-reduced-motion: reduce)");
  const html = document.documentElement;
  const apply = () => {
    const play = !motion.matches && !html.hasAttribute("data-intro");
    video.autoplay = play;
    if (play) video.play().catch(() => {});
    else video.pause();
  };
  apply();
  motion.addEventListener("change", apply);
  const splash = new MutationObserver(apply);
  splash.observe(html, { attributes: true, attributeFilter: ["data-intro"] });
  return () => {
    motion.removeEventListener("change", apply);
    splash.disconnect();
  };
});
