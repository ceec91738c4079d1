/**
 * localStorage key of the visitor's choice ('dark' or 'light'); nothing stored = system.
 * root.tsx's early script and the visitor's module (app/visitor/theme.ts) read it.
 */
export const THEME_KEY = "theme";
