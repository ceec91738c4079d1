/** The logical buckets of docs/product.md section 7; each is a folder (or key prefix) of its own. */
export const BUCKETS = ["uploads", "case-studies", "about-images", "intro-logos"] as const;
export type Bucket = (typeof BUCKETS)[number];
