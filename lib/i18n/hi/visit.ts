import type { Dictionary } from '..';

/** Hindi strings of the /your-visit/ page (its facts are in content/visit.hi.ts). */
export const visit: Dictionary['visit'] = {
  title: 'अस्पताल आने की जानकारी',
  description:
    'दृष्टि नेत्र अस्पताल में क्या लेकर आएँ, जाँच कदम-दर-कदम कैसे होती है, ऑपरेशन के दिन और उसके बाद क्या करें, और हमारे हर अस्पताल और सेंटर तक कैसे पहुँचें।',
  intro: 'अपने काग़ज़, अपनी दवाइयाँ और घर के एक सदस्य को साथ लाएँ। ज़्यादातर दिन अस्पताल में लग सकता है।',
  bringTitle: 'क्या लेकर आएँ',
  warningsTitle: 'आँख में डाली गई ड्रॉप से धुंधला दिखता है',
  stepsTitle: 'जाँच कैसे होती है',
  totalTime: 'कितना समय लगता है',
  surgeryTitle: 'ऑपरेशन का दिन और उसके बाद',
  surgeryBefore: 'एक दिन पहले',
  surgeryDay: 'ऑपरेशन के दिन',
  surgeryAfter: 'ऑपरेशन के बाद',
  surgeryNote: 'आपके डॉक्टर आपको काग़ज़ पर आपके लिए ख़ास नियम देंगे। सबसे पहले उन्हीं को मानें।',
  branchesTitle: 'हमारा अस्पताल और विज़न सेंटर',
  services: 'यहाँ क्या होता है',
  directions: 'कैसे पहुँचें',
  hours: 'खुलने का समय',
  phone: 'फ़ोन',
  map: 'नक्शे में खोलें',
  costsLink: 'क्या मुफ़्त है, और सरकारी योजनाएँ',
  emergencyLink: 'इमरजेंसी किसे कहते हैं',
};
