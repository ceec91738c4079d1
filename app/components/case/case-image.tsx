import type { ComponentPropsWithoutRef } from "react";
import { useFraming } from "~/lib/framing";
import { responsiveSrcSet } from "~/lib/responsive-image";

type CaseImageProps = { src: string; alt: string } & Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "srcSet">;

/** A case study picture (16:10 by default) with responsive sources, lazy unless told, cropped around its focal point. */
export function CaseImage({ src, alt, sizes = "100vw", loading = "lazy", style, ...props }: CaseImageProps) {
  const srcSet = responsiveSrcSet(src);
  const framed = useFraming(src, style);
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
      style={framed}
    />
  );
}
