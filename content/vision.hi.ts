/**
 * Hindi text of content/vision.ts: the everyday village scene the vision simulations start from.
 * The same picture; only the alt text is translated.
 */
import type { ImageRef } from './types';

export const normalSight: ImageRef = {
  src: '/images/vision/normal.jpg',
  alt: 'हाट के दिन गाँव की सड़क, सब कुछ साफ़ और तेज़ दिखता है: एक बस, चलते हुए लोग, धारीदार छतरी के नीचे सब्ज़ी की दुकान, और पास में एक औरत का चेहरा',
};
