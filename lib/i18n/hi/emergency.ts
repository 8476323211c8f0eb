import type { Dictionary } from '..';

/** Hindi strings of the /emergency/ page (its medical text is in content/emergency.hi.ts). */
export const emergency: Dictionary['emergency'] = {
  title: 'आँख की इमरजेंसी',
  description:
    'आँख की इमरजेंसी में क्या करें: 24x7 इमरजेंसी लाइन पर फ़ोन करें, जानें आँख की कौन-सी तकलीफ़ में अभी, आज या एक हफ़्ते के अंदर इलाज चाहिए, और केमिकल पड़ने या चोट लगने पर पहली मदद (फ़र्स्ट एड)।',
  callFirst: 'आँख की इमरजेंसी? दिन हो या रात, अभी हमें फ़ोन करें:',
  callLabel: 'इमरजेंसी लाइन पर फ़ोन करें: {number}',
  intro: 'पहले फ़ोन करें। फिर चौपारण के मुख्य अस्पताल आएँ। इमरजेंसी के लिए हम हर दिन, 24 घंटे खुले हैं।',
  tiersTitle: 'कितनी जल्दी आना है?',
  firstAidTitle: 'पहली मदद (फ़र्स्ट एड)',
  doNotTitle: 'क्या न करें',
  where: 'इमरजेंसी के मरीज़ मुख्य अस्पताल में देखे जाते हैं: {address}।',
  schemaAbout: 'आँख की इमरजेंसी और पहली मदद',
};
