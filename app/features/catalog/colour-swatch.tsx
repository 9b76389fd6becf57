import type { CSSProperties } from "react";
import styles from "./configurator.module.css";

/** A paint sample: a flat disc for solid paints, a shimmering one for metallics. Decorative. */
export function ColourSwatch({
  hex,
  metallic,
  size = 32,
}: {
  hex: string;
  metallic: boolean;
  size?: number;
}) {
  return (
    <span
      aria-hidden
      className={`${styles.swatch} ${metallic ? styles.swatchMetallic : ""}`}
      style={{ "--paint": hex, width: size, height: size } as CSSProperties}
    />
  );
}
