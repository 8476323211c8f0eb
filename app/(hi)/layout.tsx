import type { ReactNode } from 'react';
import { RootLayoutFor, rootMetadata, rootViewport } from '../_routes/root-layout';

export const metadata = rootMetadata('hi');
export const viewport = rootViewport;

export default function HindiLayout({ children }: { children: ReactNode }) {
  return <RootLayoutFor locale="hi">{children}</RootLayoutFor>;
}
