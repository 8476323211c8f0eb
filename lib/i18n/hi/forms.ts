import type { Dictionary } from '..';

/** Hindi strings of the contact form (shared by Home and /contact). */
export const forms: Dictionary['forms'] = {
  contact: {
    title: 'हमें संदेश भेजें',
    name: 'आपका नाम',
    email: 'ई-मेल पता',
    mob: 'मोबाइल नंबर',
    subject: 'विषय',
    message: 'संदेश',
    submit: 'संदेश भेजें',
    sending: 'भेज रहे हैं…',
    success: 'संदेश भेज दिया गया!',
    failure: 'संदेश नहीं भेजा जा सका!',
    invalidMobile: 'कृपया 10 अंकों का मोबाइल नंबर लिखें, जैसे 98765 43210 या +91 98765 43210।',
    fieldRequired: 'कृपया यह खाना भरें।',
    invalidEmail: 'कृपया सही ई-मेल पता लिखें, जैसे: naam@example.com',
    honeypot: 'इस खाने को ख़ाली छोड़ दें',
    failureTitle: 'आपका संदेश नहीं भेजा जा सका',
    failureText: 'आपने जो लिखा है वह मिटा नहीं है, फ़ॉर्म में ही है। आप यही संदेश WhatsApp या ई-मेल से भेज सकते हैं, हमें फ़ोन कर सकते हैं, या फिर से कोशिश करें।',
    summaryHeading: 'वेबसाइट से आया संदेश',
    required: 'सभी खाने भरना ज़रूरी है।',
  },
  language: 'भाषा',
  message: {
    count: '{max} में से {count} अक्षर',
    tooLong: 'कृपया संदेश को {max} अक्षरों या उससे कम में लिखें।',
  },
  fallbacks: {
    whatsapp: 'WhatsApp से भेजें',
    email: 'ई-मेल से भेजें',
    call: '{phone} पर फ़ोन करें',
  },
  notReady: {
    title: 'पेज पूरा खुलने के बाद ही यह फ़ॉर्म भेजा जा सकेगा',
    text: 'अगर बटन धूसर ही रहे, तो कृपया हमें फ़ोन, WhatsApp या ई-मेल करें। आपने जो लिखा है, वह फ़ॉर्म में ही रहेगा।',
  },
  otherWays: {
    title: 'सीधे बात करना चाहें?',
    text: 'आप हमें फ़ोन, WhatsApp या ई-मेल भी कर सकते हैं।',
  },
};
