'use client';
import dynamic from 'next/dynamic';

/**
 * The lightbox, fetched the first time a photo is opened: its code stays out of the page's
 * first load (it is only rendered while open).
 */
export const LazyLightbox = dynamic(() => import('./lightbox').then((m) => m.Lightbox), { ssr: false });
