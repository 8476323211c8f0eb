'use client';
import ExportedImage from 'next-image-export-optimizer';
import { useState } from 'react';
import type { SizedImage } from '@/content/types';

/**
 * A doctor's portrait that falls back to the default doctor image when it fails to load.
 * Sizes come from the server so the image manifest stays out of the browser bundle.
 */
export function DoctorPhoto({ image, fallback, sizes, priority = false, className }: { image: SizedImage; fallback: SizedImage; sizes: string; priority?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? fallback : image;
  return (
    <ExportedImage
      key={shown.src}
      src={shown.src}
      alt={failed ? `${fallback.alt}: ${image.alt}` : image.alt}
      width={shown.width}
      height={shown.height}
      sizes={sizes}
      priority={priority}
      loading={priority ? 'eager' : 'lazy'}
      placeholder="empty"
      className={className}
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
