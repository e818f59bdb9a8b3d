import { Avatar } from '@mantine/core';

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
 * A person’s avatar: Mantine’s `Avatar` (a circle: its default radius) in the lodge colour (the look of the Account and Staff
 * screens), showing the photo, else the initials (spec §3's rule, computed by `initialsOf`) sized to
 * fit, else Mantine's person placeholder (nobody known: no initials). `size` is the diameter in px.
 * Decorative by default (the control around it carries the name); with `alt` it is an image of that
 * name (the photo's alt text, or the initials' label when there is no photo).
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
  return (
    <Avatar src={src} alt={alt ?? ''} size={size} color="lodge">
      {initials ? (
        <span
          style={{ fontSize: `${initialsFontSize(initials, size)}px` }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {initials}
        </span>
      ) : null}
    </Avatar>
  );
}
