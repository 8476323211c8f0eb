/** Hindi alt texts of the photo gallery (content/gallery.ts): the same 47 photos, ids and order, in the English scene order. */
import { gallery as galleryEn } from './gallery';
import type { GalleryImage } from './types';

const scenes = [
  'मुख्य अस्पताल में मोतियाबिंद के मुफ़्त ऑपरेशन का दिन',
  'डॉक्टर स्लिट लैंप मशीन से एक बुज़ुर्ग मरीज़ की आँख देख रहे हैं',
  'गाँव में आँख के कैंप का रजिस्ट्रेशन काउंटर',
  'स्कूल में जाँच के दौरान बच्चे नज़र का चार्ट पढ़ रहे हैं',
  'जाँच से पहले नर्स आँख में ड्रॉप डाल रही हैं',
  'ओपीडी हॉल में इंतज़ार करते मरीज़',
  'एक स्कूली लड़की को चश्मा पहनाया जा रहा है',
  'ऑपरेशन के बाद मरीज़ों को पौधे दिए जा रहे हैं',
  'सर्दियों में बुज़ुर्ग मरीज़ों को कंबल दिए जा रहे हैं',
  'ऑपरेशन थिएटर की टीम ऑपरेशन की तैयारी कर रही है',
  'चतरा का विज़न सेंटर मरीज़ों के लिए तैयार',
  'कोडरमा का विज़न सेंटर, अपने ऑप्टोमेट्रिस्ट के साथ',
  'स्वास्थ्य कार्यकर्ता महिलाओं को आँखों की देखभाल समझा रही हैं',
  'पट्टी खुलने के बाद मुस्कुराता मरीज़',
  'डॉक्टर काला मोतिया (ग्लूकोमा) के लिए आँख का प्रेशर जाँच रहे हैं',
  'शुगर के मरीज़ की आँख के पर्दे (रेटिना) का स्कैन',
];

/** The English entries (ids and sources are theirs) with Hindi alt texts, scene by scene. */
const rounds = ['', ' (कैंप का मौसम)', ' (सर्दियों की मुहिम)'];

export const gallery: readonly GalleryImage[] = galleryEn.map((entry, i) => ({
  ...entry,
  image: { ...entry.image, alt: `${scenes[i % scenes.length]}${rounds[Math.floor(i / scenes.length)]}` },
}));
