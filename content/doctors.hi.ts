/** The hospital's doctors in Hindi (content/doctors.ts): names in Devanagari, slugs and photos as in English. */
import type { DEFAULT_DOCTOR_IMAGE as DEFAULT_DOCTOR_IMAGE_EN } from './doctors';
import type { Doctor, Translated } from './types';

export const DEFAULT_DOCTOR_IMAGE: Translated<typeof DEFAULT_DOCTOR_IMAGE_EN> = { src: '/images/doctors/default-doctor.jpg', alt: 'डॉक्टर' };

export const doctors: readonly Doctor[] = [
  {
    slug: 'Dr Anil Kumar Sinha',
    name: 'डॉ अनिल कुमार सिन्हा',
    qualification: 'MBBS, MS (नेत्र रोग)',
    specialization: 'मोतियाबिंद और फ़ेको ऑपरेशन के सर्जन',
    hospital: 'दृष्टि नेत्र अस्पताल, चौपारण',
    description:
      'डॉ सिन्हा मोतियाबिंद विभाग के प्रमुख हैं। वे हज़ारीबाग़, चतरा और कोडरमा के मरीज़ों के हज़ारों बिना टाँके वाले मोतियाबिंद ऑपरेशन कर चुके हैं। वे अस्पताल के नए सर्जनों को सिखाते हैं और हर हफ़्ते होने वाले मुफ़्त ऑपरेशन के दिन चलाते हैं।',
    experience: '18 साल',
    image: { src: '/images/doctors/anil-kumar-sinha.jpg', alt: 'मोतियाबिंद के सर्जन डॉ अनिल कुमार सिन्हा की तस्वीर' },
  },
  {
    slug: 'Dr Priya Verma',
    name: 'डॉ प्रिया वर्मा',
    qualification: 'MBBS, DNB (नेत्र रोग), FICO',
    specialization: 'पर्दा (रेटिना) और शुगर से आँख की बीमारी',
    hospital: 'दृष्टि नेत्र अस्पताल, चौपारण',
    description:
      'डॉ वर्मा शुगर से पर्दे की बीमारी (डायबिटिक रेटिनोपैथी), पर्दा उखड़ना (रेटिनल डिटैचमेंट) और आँख के पिछले हिस्से की दूसरी बीमारियों का इलाज लेज़र और इंजेक्शन से करती हैं। वे हर बुधवार शुगर के मरीज़ों की आँखों की जाँच का क्लिनिक चलाती हैं।',
    experience: '12 साल',
    image: { src: '/images/doctors/priya-verma.jpg', alt: 'पर्दे (रेटिना) की विशेषज्ञ डॉ प्रिया वर्मा की तस्वीर' },
  },
  {
    slug: 'Dr Rakesh Mahto',
    name: 'डॉ राकेश महतो',
    qualification: 'MBBS, MS (नेत्र रोग)',
    specialization: 'काला मोतिया (ग्लूकोमा) और कॉर्निया',
    hospital: 'दृष्टि नेत्र अस्पताल, चौपारण',
    description:
      'डॉ महतो काला मोतिया (ग्लूकोमा) और कॉर्निया के इन्फ़ेक्शन वाले मरीज़ों को देखते हैं, इनमें कटाई के मौसम में खेत में लगी चोट से बने कई घाव (अल्सर) भी होते हैं। उनका मानना है कि काला मोतिया का हर मरीज़ जाते समय ठीक-ठीक जानता हो कि ड्रॉप कैसे डालनी है।',
    experience: '10 साल',
    image: { src: '/images/doctors/rakesh-mahto.jpg', alt: 'काला मोतिया (ग्लूकोमा) और कॉर्निया के विशेषज्ञ डॉ राकेश महतो की तस्वीर' },
  },
  {
    slug: 'Dr Sneha Oraon',
    name: 'डॉ स्नेहा उरांव',
    qualification: 'MBBS, DO, बच्चों की आँखों (Paediatric Ophthalmology) में फ़ेलोशिप',
    specialization: 'बच्चों की आँखें और भेंगापन',
    hospital: 'चतरा विज़न सेंटर',
    description:
      'डॉ उरांव उन बच्चों की जाँच करती हैं जिन्हें स्कूलों में आँखों की जाँच के कार्यक्रम से भेजा जाता है, और भेंगेपन और आलसी आँख का इलाज चश्मे, आँख पर पट्टी (पैचिंग) और ऑपरेशन से करती हैं। वे परिवारों से हिंदी, खोरठा और कुड़ुख में बात करती हैं।',
    experience: '8 साल',
    image: { src: '/images/doctors/sneha-oraon.jpg', alt: 'बच्चों की आँखों की विशेषज्ञ डॉ स्नेहा उरांव की तस्वीर' },
  },
  {
    slug: 'Dr Mohammad Imran',
    name: 'डॉ मोहम्मद इमरान',
    qualification: 'MBBS, MS (नेत्र रोग), FAICO (चश्मा हटाने का ऑपरेशन)',
    specialization: 'चश्मा हटाने का ऑपरेशन, ICL और ऑक्युलोप्लास्टी',
    hospital: 'कोडरमा विज़न सेंटर',
    description:
      'डॉ इमरान मरीज़ों को चश्मे से छुटकारे के तरीकों, जैसे ICL, के बारे में सलाह देते हैं, और आँसू की नली बंद होने और पलकों की परेशानियों का इलाज करते हैं। वे कोडरमा ज़िले में घर-घर लगने वाले आँख के कैंपों की अगुवाई करते हैं।',
    experience: '11 साल',
    image: { src: '/images/doctors/mohammad-imran.jpg', alt: 'चश्मा हटाने के ऑपरेशन के सर्जन डॉ मोहम्मद इमरान की तस्वीर' },
  },
];
