import clsx from 'clsx';
import type { ImageDto } from '../../shared/dto/subsite.ts';

const FALLBACK_COLORS = ['#2f6bff', '#16a34a', '#ea580c', '#9333ea', '#db2777', '#0891b2', '#ca8a04', '#4f46e5'];

export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return FALLBACK_COLORS[hash % FALLBACK_COLORS.length]!;
}

export interface AvatarProps {
  image: ImageDto | null;
  name: string;
  size: number;
  shape?: 'circle' | 'square';
  className?: string;
}

export function Avatar({ image, name, size, shape = 'circle', className }: AvatarProps) {
  const classes = clsx('shrink-0 object-cover', shape === 'circle' ? 'rounded-full' : 'rounded-lg', className);
  if (image) {
    return <img src={image.url} alt="" width={size} height={size} loading="lazy" className={classes} style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(classes, 'inline-flex select-none items-center justify-center font-semibold text-white')}
      style={{ width: size, height: size, background: avatarColor(name), fontSize: Math.round(size * 0.42) }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
