/** Key people on the Hindi About page (content/people.ts): names in Devanagari, the same photos. */
import { doctors } from './doctors.hi';
import type { KeyPerson } from './types';

const medicalDirector = doctors.find((d) => d.slug === 'Dr Anil Kumar Sinha');
if (!medicalDirector) throw new Error('content/people.hi.ts: the medical director must be one of content/doctors.hi.ts');

export const keyPeople: readonly KeyPerson[] = [
  {
    name: 'श्रीमती कविता मेहता',
    role: 'ट्रस्टी और सचिव',
    description:
      'ट्रस्ट का हिसाब-किताब, दानदाताओं को भेजी जाने वाली रिपोर्ट और कंपनियों (CSR) के साथ साझेदारी देखती हैं, और यह पक्का करती हैं कि हर दान किसी मरीज़ तक पहुँचे।',
    image: { src: '/images/people/kavita-mehta.jpg', alt: 'ट्रस्टी और सचिव श्रीमती कविता मेहता की तस्वीर' },
  },
  {
    name: 'डॉ अनिल कुमार सिन्हा',
    role: 'मेडिकल डायरेक्टर',
    description:
      'मोतियाबिंद विभाग और अस्पताल में ऑपरेशन की सुरक्षा के काम की अगुवाई करते हैं, और नए सर्जनों को बिना टाँके वाला मोतियाबिंद ऑपरेशन सिखाते हैं।',
    // The same person and photo as on the Hindi doctors page.
    image: medicalDirector.image,
  },
  {
    name: 'श्री संजय यादव',
    role: 'अस्पताल प्रशासक',
    description:
      'तीनों जगहों का रोज़ का काम चलाते हैं: मरीज़ों का रजिस्ट्रेशन, स्टोर, गाड़ियाँ और सरकारी बीमा का काउंटर।',
    image: { src: '/images/people/sanjay-yadav.jpg', alt: 'अस्पताल प्रशासक श्री संजय यादव की तस्वीर' },
  },
  {
    name: 'सिस्टर मैरी तिर्की',
    role: 'नर्सिंग प्रमुख',
    description:
      'ऑपरेशन थिएटर और वार्ड की नर्सों की टीमों की प्रमुख हैं, और घर जाने से पहले हर मरीज़ को सिखाती हैं कि आँख में ड्रॉप कैसे डालें।',
    image: { src: '/images/people/mary-tirkey.jpg', alt: 'नर्सिंग प्रमुख सिस्टर मैरी तिर्की की तस्वीर' },
  },
  {
    name: 'श्री दीपक कुमार',
    role: 'मुख्य ऑप्टोमेट्रिस्ट (आँख की जाँच करने वाले)',
    description:
      'विज़न सेंटर के ऑप्टोमेट्रिस्ट और स्कूलों में आँखों की जाँच करने वाली टीमों की अगुवाई करते हैं, और बच्चों के हर चश्मे की फ़िटिंग जाँचते हैं।',
    image: { src: '/images/people/deepak-kumar.jpg', alt: 'मुख्य ऑप्टोमेट्रिस्ट श्री दीपक कुमार की तस्वीर' },
  },
  {
    name: 'श्रीमती रेखा कुमारी',
    role: 'गाँवों के काम की कोऑर्डिनेटर',
    description:
      'गाँव के मुखिया और सहिया (ASHA) कार्यकर्ताओं के साथ मिलकर घर-घर आँख के कैंपों की योजना बनाती हैं, और ऑपरेशन के बाद जाँच के लिए न आने वाले मरीज़ों से संपर्क करती हैं।',
    image: { src: '/images/people/rekha-kumari.jpg', alt: 'गाँवों के काम की कोऑर्डिनेटर श्रीमती रेखा कुमारी की तस्वीर' },
  },
];
