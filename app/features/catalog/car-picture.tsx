/**
 * A car picture with responsive AVIF and WebP variants. The server derives each variant on first
 * request and serves it for a year (`/media/car/{imageId}/{width}.{avif|webp}`, server/media.ts).
 * Width and height attributes reserve the space, so nothing shifts while it loads.
 */
import { preload } from "react-dom";

export type CarPictureData = { id: string; width: number; height: number };

/** Widths the server makes; a request for another width is refused. */
export const CAR_IMAGE_WIDTHS = [320, 480, 640, 960, 1200] as const;
export const CAR_IMAGE_FORMATS = ["avif", "webp"] as const;

export function carImageUrl(id: string, width: number, format: (typeof CAR_IMAGE_FORMATS)[number]): string {
  return `/media/car/${id}/${width}.${format}`;
}

function srcSet(id: string, format: (typeof CAR_IMAGE_FORMATS)[number], maxWidth: number): string {
  return CAR_IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${carImageUrl(id, w, format)} ${w}w`)
    .join(", ");
}

export function CarPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: CarPictureData;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** The largest picture above the fold: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  className?: string;
}) {
  const max = Math.max(image.width, CAR_IMAGE_WIDTHS[0]);
  // The page's largest picture is announced at the top of <head>, ahead of style sheets and scripts,
  // so the browser fetches it first (it is what a visitor waits for: LCP).
  if (priority) {
    preload(carImageUrl(image.id, 640, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.id, "avif", max),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.id, "avif", max)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.id, "webp", max)} sizes={sizes} />
      <img
        src={carImageUrl(image.id, 640, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
