import type { ReactNode } from 'react';
import { RootLayoutFor, rootMetadata, rootViewport } from '../_routes/root-layout';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootLayoutFor locale="en">{children}</RootLayoutFor>;
}
