import type { NextConfig } from 'next';
import { disabledFeatures } from './lib/env';

// One line per build naming the optional third parties that are switched off (DECISIONS.md).
if (process.argv.includes('build') && !process.env.FEATURE_REPORT_PRINTED) {
  process.env.FEATURE_REPORT_PRINTED = '1';
  const off = disabledFeatures();
  console.log(off.length ? `Optional features off: ${off.join('; ')}` : 'Optional features: all configured');
}

// Fully static export: every route is plain HTML in out/, servable by any static host.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // One 404.html for both languages' root layouts (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  images: {
    loader: 'custom',
    imageSizes: [128, 256],
    deviceSizes: [480, 828, 1080, 1600],
  },
  transpilePackages: ['next-image-export-optimizer'],
  env: {
    nextImageExportOptimizer_imageFolderPath: 'public/images',
    nextImageExportOptimizer_exportFolderPath: 'out',
    nextImageExportOptimizer_quality: '72',
    nextImageExportOptimizer_storePicturesInWEBP: 'true',
    nextImageExportOptimizer_exportFolderName: 'nextImageExportOptimizer',
    nextImageExportOptimizer_generateAndUseBlurImages: 'false',
    nextImageExportOptimizer_remoteImageCacheTTL: '0',
  },
};

export default nextConfig;
