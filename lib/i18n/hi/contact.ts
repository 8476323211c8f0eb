import type { Dictionary } from '..';

/** Hindi strings of the contact page, the map embed and the branch list. */
export const contact: Dictionary['contact'] = {
  title: 'संपर्क करें',
  description:
    'चौपारण के दृष्टि नेत्र अस्पताल और चतरा व कोडरमा के विज़न सेंटर को फ़ोन करें, ई-मेल करें या मिलने आएँ: फ़ोन नंबर, खुलने का समय, नक्शा और संदेश भेजने का फ़ॉर्म।',
  heading: 'आपसे बात करके हमें ख़ुशी होगी',
  intro: 'हमें फ़ोन करें, लिखें या मिलने आएँ। हमारे लोग हिंदी और अंग्रेज़ी बोलते हैं।',
  items: {
    label: 'हम तक पहुँचने के तरीके',
    phone: 'हमें फ़ोन करें',
    email: 'हमें ई-मेल करें',
    address: 'हमसे मिलने आएँ',
  },
  formTitle: 'हमें संदेश भेजें',
  map: {
    title: 'मुख्य अस्पताल का रास्ता',
    frameTitle: '{name} दिखाता नक्शा',
    loading: 'नक्शा खुल रहा है…',
    open: '{name} को नक्शे में खोलें',
  },
  branches: {
    title: 'हमारा अस्पताल और विज़न सेंटर',
    hours: 'समय',
    phone: 'फ़ोन',
    address: 'पता',
    directions: 'रास्ता देखें',
    emergency: 'इमरजेंसी नंबर, {hours}',
  },
};
