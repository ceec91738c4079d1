/**
 * On the page face, where every page of the site is a full load, the home page's intro splash
 * shows once a tab (sessionStorage): the early script in root.tsx hides it before the first
 * paint after that, and the visitor's module (app/visitor/intro-splash.ts) records it.
 */
export const INTRO_SEEN_KEY = "intro_seen";
