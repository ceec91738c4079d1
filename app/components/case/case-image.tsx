import type { ComponentPropsWithoutRef } from "react";
import { responsiveSrcSet } from "~/lib/responsive-image";

type CaseImageProps = { src: string; alt: string } & Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "srcSet">;

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
