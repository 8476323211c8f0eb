/**
 * The everyday village scene the vision simulations start from (each treatment's `sight` shows it
 * as a patient with that condition sees it). Drawn by `npm run art` (scripts/vision-art.ts).
 */
import type { ImageRef } from './types';

export const normalSight: ImageRef = {
  src: '/images/vision/normal.jpg',
  alt: 'A village road on market day, sharp and clear: a bus, people walking, a vegetable shop under a striped awning, and a woman’s face close by',
};
