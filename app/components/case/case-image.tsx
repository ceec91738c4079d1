import type { ComponentPropsWithoutRef } from "react";

/**
 * `srcset` for an image address: the bundled demo pictures come as `name-1600.webp` with a
 * `name-800.webp` beside it; any other address is served as it is.
 */
export function responsiveSrcSet(src: string | null | undefined): string | undefined {
  const match = src?.match(/^(.*)-1600\.webp$/);
  return match ? `${match[1]}-800.webp 800w, ${src} 1600w` : undefined;
}

type CaseImageProps = { src: string; alt: string } & Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "alt" | "srcSet"
>;

/** A case study picture (16:10 by default) with responsive sources, lazy unless told. */
export function CaseImage({ src, alt, sizes = "100vw", loading = "lazy", ...props }: CaseImageProps) {
  const srcSet = responsiveSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1600}
      height={1000}
      loading={loading}
      decoding="async"
      {...props}
    />
  );
}
