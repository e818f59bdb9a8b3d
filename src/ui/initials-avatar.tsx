import { useState, type CSSProperties } from 'react';
import classes from './initials-avatar.module.css';

/**
 * The font size, in px, that fits `initials` inside a round avatar `size` px wide: two letters at
 * 42 % of the width (Mantine's look), longer initials shrink so the widest letter row stays inside
 * the circle's inner square (issue 12: three-word names overflowed the 32 px header avatar).
 */
export function initialsFontSize(initials: string, size: number): number {
  const letters = Math.max(1, [...initials].length);
  return Math.round(size * Math.min(0.42, 0.84 / letters) * 10) / 10;
}

/**
 * An avatar showing the photo, else the initials (spec §3's rule, computed by `initialsOf`) sized to
 * fit; a photo that fails to load falls back to the initials. `size` is the diameter in px. Decorative
 * by default (the control around it carries the name); with `alt` it is an image of that name (the
 * photo's alt text, or the initials' label when there is no photo). It looks like Mantine's light
 * `Avatar` in the lodge colour (the same theme variables, so the same contrast in light and dark), but
 * is our own span: the header draws it on every page, and Mantine's Avatar cost ~1.5 KiB of the sign-in
 * page's first download, which is at its budget (issue 11 / 22).
 */
export function InitialsAvatar({
  initials,
  size,
  src,
  alt,
}: {
  initials: string;
  size: number;
  src: string | null;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  return (
    <span className={classes.avatar} style={style}>
      {src && failed !== src ? (
        <img className={classes.image} src={src} alt={alt ?? ''} onError={() => setFailed(src)} />
      ) : alt ? (
        <span
          className={classes.initials}
          style={{ fontSize: `${initialsFontSize(initials, size)}px` }}
          role="img"
          aria-label={alt}
        >
          {initials}
        </span>
      ) : (
        <span
          className={classes.initials}
          style={{ fontSize: `${initialsFontSize(initials, size)}px` }}
          aria-hidden="true"
        >
          {initials}
        </span>
      )}
    </span>
  );
}
