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
    honeypot: 'इस खाने को ख़ाली छोड़ दें',
    fallback: 'आपका संदेश नहीं गया, पर आपका लिखा कुछ भी मिटा नहीं है। आप यही संदेश ई-मेल से भेज सकते हैं:',
    fallbackLink: 'इसकी जगह ई-मेल से भेजें',
    required: 'सभी खाने भरना ज़रूरी है।',
  },
};
