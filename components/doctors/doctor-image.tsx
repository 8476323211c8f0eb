'use client';
import { useState } from 'react';
import { DEFAULT_DOCTOR_IMAGE } from '@/content/doctors';
import type { ImageRef } from '@/content/types';
import { SiteImage, type SiteImageProps } from '@/components/ui/site-image';

/** A doctor's photo that falls back to the default doctor picture when it cannot load. */
export function DoctorImage({ image, ...props }: SiteImageProps) {
  const [failed, setFailed] = useState(false);
  const shown: ImageRef = failed ? { ...DEFAULT_DOCTOR_IMAGE, alt: image.alt } : image;
  // key: a fresh image element for the fallback, so it loads through the optimizer again.
  return <SiteImage key={shown.src} image={shown} {...props} onError={failed ? undefined : () => setFailed(true)} />;
}
