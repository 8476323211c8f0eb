import type { Dictionary } from '..';

/** Hindi strings of the doctors list and the doctor profile pages. */
export const doctors: Dictionary['doctors'] = {
  title: 'हमारे डॉक्टर',
  description:
    'चौपारण के दृष्टि नेत्र अस्पताल और चतरा व कोडरमा के विज़न सेंटर के आँख के सर्जन और विशेषज्ञ डॉक्टरों से मिलें: मोतियाबिंद, पर्दा (रेटिना), काला मोतिया (ग्लूकोमा), कॉर्निया, बच्चों की आँखें और चश्मा हटाने का ऑपरेशन।',
  intro: 'अनुभवी आँख के डॉक्टर, जो हज़ारीबाग़, चतरा और कोडरमा भर के मरीज़ों की जाँच और ऑपरेशन करते हैं।',
  qualification: 'पढ़ाई (डिग्री)',
  specialization: 'किस इलाज के विशेषज्ञ',
  hospital: 'अस्पताल',
  experience: 'अनुभव',
  viewProfileShort: 'पूरी जानकारी देखें',
  profileTitle: '{name}, {specialization}',
  profileDescription: '{name} ({qualification}), {hospital} में {specialization}, {experience} का अनुभव। डॉक्टर के बारे में पढ़ें और अपॉइंटमेंट लें।',
  about: 'डॉक्टर के बारे में',
  bookAppointment: 'अपॉइंटमेंट लें',
  allDoctors: 'सभी डॉक्टर',
  bookWith: 'इस डॉक्टर से अपॉइंटमेंट लें',
  bookWithAt: '{name}, {branch}',
  whereWhen: 'कहाँ और कब मिलेंगे',
  whereWhenIntro: 'डॉक्टर इन दिनों में मरीज़ देखते हैं। रविवार को बंद रहता है।',
  timetable: {
    title: 'डॉक्टरों के बैठने का समय',
    intro: 'कौन-से डॉक्टर किस अस्पताल या सेंटर में, किस दिन मरीज़ देखते हैं। कम नाम देखने के लिए अस्पताल / सेंटर या इलाज चुनें।',
    branch: 'अस्पताल / सेंटर',
    speciality: 'किस इलाज के विशेषज्ञ',
    all: 'सभी',
    empty: 'इन दोनों से मिलता कोई डॉक्टर नहीं है। कोई दूसरा अस्पताल / सेंटर या इलाज चुनें।',
    days: 'दिन',
  },
  sessions: {
    // The times carry their part of the day ('सुबह 9:00 से दोपहर 1:00 तक'), as Hindi speakers say them.
    morning: '{from} से {to} तक',
    afternoon: '{from} से {to} तक',
    day: 'पूरा दिन, {from} से {to} तक',
  },
};
