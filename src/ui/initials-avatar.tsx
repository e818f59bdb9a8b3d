import { Avatar, type AvatarProps } from '@mantine/core';

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
 * fit. `size` is the diameter in px; decorative (`alt=""`), the control around it carries the name.
 */
export function InitialsAvatar({
  initials,
  size,
  src,
  ...props
}: Omit<AvatarProps, 'size' | 'children' | 'src'> & { initials: string; size: number; src: string | null }) {
  return (
    <Avatar
      src={src}
      size={size}
      radius="xl"
      color="lodge"
      alt=""
      styles={{ placeholder: { fontSize: initialsFontSize(initials, size), letterSpacing: '-0.02em' } }}
      {...props}
    >
      {initials}
    </Avatar>
  );
}
