/**
 * Hindi texts of the hospital's facts in content/site.ts: only the texts a Hindi page shows.
 * Phones, links, e-mail, UPI, IFSC, times for forms and map URLs stay in site.ts.
 */
import type { branches as branchesEn, hours as hoursEn, site as siteEn, stats as statsEn } from './site';
import type { TranslatedTexts } from './types';

/** Opening hours as Hindi speakers say them. */
export const hours = {
  days: 'सोमवार से शनिवार',
  open: 'सुबह 9 बजे',
  close: 'शाम 5 बजे',
  closedDay: 'रविवार',
  emergency: '24 घंटे, सातों दिन',
} as const satisfies TranslatedTexts<typeof hoursEn>;

export const openingHoursText = `${hours.days}, ${hours.open} से ${hours.close} तक`;

const mainAddress = 'दृष्टि नेत्र अस्पताल, जीटी रोड, चौपारण, हज़ारीबाग़, झारखंड 825406';

export const site = {
  name: 'दृष्टि नेत्र अस्पताल',
  shortName: 'दृष्टि नेत्र',
  trust: 'दृष्टि चैरिटेबल ट्रस्ट',
  tagline: 'आपकी नज़र, हमारी ज़िम्मेदारी',
  description:
    'चौपारण, झारखंड का एक धर्मार्थ आँख अस्पताल, जिसके विज़न सेंटर चतरा और कोडरमा में हैं: मोतियाबिंद का मुफ़्त ऑपरेशन, आँख के विशेषज्ञ डॉक्टरों से इलाज, और गाँवों में आँख के कैंप।',
  contact: {
    address: mainAddress,
    addressShort: 'जीटी रोड, चौपारण, हज़ारीबाग़, झारखंड',
  },
  giving: {
    bank: {
      // The bank knows the account by its English name: donors type that into their banking app.
      accountName: 'दृष्टि चैरिटेबल ट्रस्ट (Drishti Charitable Trust)',
      bank: 'स्टेट बैंक ऑफ़ इंडिया (SBI), चौपारण शाखा',
    },
    note: 'ट्रस्ट को मिला दान मोतियाबिंद के मुफ़्त ऑपरेशन, आँख के कैंप और बच्चों के चश्मों पर ख़र्च होता है। दान देने के बाद कृपया अपना नाम और PAN नंबर हमें ई-मेल करें, ताकि हम आपको रसीद भेज सकें।',
    receipt: { subject: 'दान की रसीद' },
  },
} as const satisfies TranslatedTexts<typeof siteEn>;

/** Same order as the English branches: Chouparan, Chatra, Koderma. */
export const branches = [
  {
    name: 'चौपारण',
    hospitalName: 'दृष्टि नेत्र अस्पताल (मुख्य अस्पताल)',
    timing: openingHoursText,
    address: mainAddress,
  },
  {
    name: 'चतरा विज़न सेंटर',
    hospitalName: 'दृष्टि विज़न सेंटर, चतरा',
    timing: openingHoursText,
    address: 'सदर अस्पताल के पास, मेन रोड, चतरा, झारखंड 825401',
  },
  {
    name: 'कोडरमा विज़न सेंटर',
    hospitalName: 'दृष्टि विज़न सेंटर, कोडरमा',
    timing: openingHoursText,
    address: 'स्टेशन रोड, झुमरी तिलैया, कोडरमा, झारखंड 825409',
  },
] as const satisfies TranslatedTexts<typeof branchesEn>;

export const stats = [
  { label: 'अनुभवी डॉक्टर' },
  { label: 'सेवाएँ' },
  { label: 'ऑपरेशन' },
] as const satisfies TranslatedTexts<typeof statsEn>;
