import type { Dictionary } from '..';

/** Hindi strings of the About Hospital page (content text lives in content/about.hi.ts and content/people.hi.ts). */
export const about: Dictionary['about'] = {
  title: 'अस्पताल के बारे में',
  description:
    'चौपारण के दृष्टि नेत्र अस्पताल की कहानी: 2013 में रजिस्टर हुआ एक चैरिटेबल ट्रस्ट, उसके साथी, आँखों की 19 सेवाएँ, काम करने का तरीका, संस्थापक और मुख्य लोग।',
  intro: 'हज़ारीबाग़, चतरा और कोडरमा के गाँवों के लिए एक धर्मार्थ आँख अस्पताल, जहाँ पैसे की कमी की वजह से किसी को लौटाया नहीं जाता।',
  storyTitle: 'हमारी कहानी',
  trustTitle: 'अस्पताल चलाने वाला ट्रस्ट',
  trustFacts: {
    name: 'ट्रस्ट',
    registered: 'रजिस्ट्रेशन',
    act: 'कानून',
  },
  partnershipsTitle: 'हमारे साथी',
  partnershipsIntro: 'हम सरकारी योजनाओं और कंपनियों के साथ मिलकर काम करते हैं, ताकि ज़्यादा लोगों का इलाज मुफ़्त हो सके।',
  servicesTitle: 'हमारी सेवाएँ',
  servicesIntro: 'एक ही छत के नीचे 19 सेवाएँ, आँख की साधारण जाँच से लेकर पर्दे (रेटिना) और बच्चों की आँख के ऑपरेशन तक।',
  cultureTitle: 'हमारा तरीका',
  cultureIntro: 'हम हर दिन, हर मरीज़ के साथ कैसे काम करते हैं।',
  founderTitle: 'हमारे संस्थापक',
  keyPeopleTitle: 'मुख्य लोग',
  keyPeopleIntro: 'वे लोग जो अस्पताल और गाँवों में उसका काम चलाते हैं।',
  visitTitle: 'हमसे मिलने आएँ',
  visitText: 'खुलने का समय: {hours}। इमरजेंसी नंबर: {emergency}।',
  meetDoctors: 'हमारे डॉक्टरों से मिलें',
  ourMission: 'हमारा लक्ष्य पढ़ें',
};
