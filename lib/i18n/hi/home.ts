import type { Dictionary } from '..';

/** Hindi strings of the home page (content texts live in content/home.hi.ts). */
export const home: Dictionary['home'] = {
  carousel: {
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
    slideLabel: '{total} में से स्लाइड {n}',
  },
  hero: {
    label: 'ख़ास बातें',
  },
  about: {
    eyebrow: 'हमारे बारे में',
    more: 'हमारे बारे में और पढ़ें',
  },
  benefits: {
    title: 'मरीज़ हमें क्यों चुनते हैं',
  },
  services: {
    eyebrow: 'हमारी सेवाएँ',
    title: 'आँख की इन बीमारियों का इलाज हम करते हैं',
    intro: 'किसी बीमारी पर दबाएँ और पढ़ें: उसके लक्षण, इलाज कैसे होता है, और डॉक्टर को कब दिखाएँ।',
    viewMore: 'और देखें',
  },
  consultation: {
    title: 'क्या आप आँख के डॉक्टर को दिखाना चाहते हैं?',
    text: 'हमारी तीनों में से किसी भी जगह अपॉइंटमेंट माँगें। आँख में चोट लगे या अचानक दिखना बंद हो जाए, तो किसी भी समय इमरजेंसी नंबर पर फ़ोन करें।',
    book: 'अपॉइंटमेंट लें',
    emergency: 'इमरजेंसी (24 घंटे, सातों दिन):',
  },
  doctors: {
    eyebrow: 'हमारे डॉक्टर',
    title: 'हमारे आँख के डॉक्टरों से मिलें',
    viewMore: 'और देखें',
    experience: '{years} का अनुभव',
  },
  contact: {
    title: 'आँख की जाँच के लिए डॉक्टर चाहिए?',
    text: 'अपने सबसे पास वाले सेंटर पर फ़ोन करें, या हमें संदेश भेजें, हम आपको फ़ोन करेंगे।',
    phones: 'सेंटर पर फ़ोन करें',
    formTitle: 'हमें संदेश भेजें',
  },
  stats: {
    label: 'गिनती में हमारा काम',
  },
  testimonials: {
    eyebrow: 'मरीज़ों की राय',
    title: 'हमारे मरीज़ क्या कहते हैं',
    loading: 'मरीज़ों की और राय खुल रही है…',
  },
  gallery: {
    eyebrow: 'फ़ोटो गैलरी',
    title: 'अस्पताल और हमारे कैंपों की झलक',
    label: 'फ़ोटो गैलरी',
    viewAll: 'सारी फ़ोटो देखें',
  },
  branches: {
    eyebrow: 'हमारे सेंटर',
    title: 'हमसे मिलने आएँ',
    hours: 'खुलने का समय',
    address: 'पता',
    call: 'फ़ोन करें',
    openInMaps: 'नक्शे में खोलें',
    mapTitle: '{name} का नक्शा',
  },
};
