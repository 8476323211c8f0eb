import type { Dictionary } from '..';

/** Hindi strings of the treatments list, the treatment detail pages and the old /treatments-detail/ address. */
export const treatments: Dictionary['treatments'] = {
  title: 'हमारे इलाज',
  description:
    'दृष्टि नेत्र अस्पताल, चौपारण में होने वाले आँखों के इलाज: मोतियाबिंद का मुफ़्त ऑपरेशन, काला मोतिया (ग्लूकोमा), शुगर से पर्दे (रेटिना) की बीमारी, भेंगापन, ICL और बहुत कुछ, आसान शब्दों में।',
  intro:
    'आँख की हर बीमारी क्या है, उसके कौन-से लक्षण देखें, हमारे अस्पताल में उसका इलाज कैसे होता है, और कब बिना देर किए हमारे पास आना है।',
  detail: {
    emergencyTitle: 'कब तुरंत आएँ',
    emergencyCall: 'हमारे इमरजेंसी नंबर पर फ़ोन करें (24 घंटे, सातों दिन): {phone}',
    bookAppointment: 'अपॉइंटमेंट माँगें',
  },
  redirectDescription: 'यह पता अब सभी इलाज की सूची वाले पेज पर चला गया है।',
};
