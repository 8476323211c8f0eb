import type { Dictionary } from '..';

/** Hindi strings of the Our Mission page (content text lives in content/mission.hi.ts). */
export const mission: Dictionary['mission'] = {
  title: 'हमारा लक्ष्य',
  description:
    'हज़ारीबाग़, चतरा और कोडरमा में आँखों के इलाज के लिए हमारा सपना, और 2030 तक वहाँ ऐसा अंधापन ख़त्म करने का लक्ष्य जिसे रोका जा सकता है: दृष्टि नेत्र अस्पताल के मुख्य आधार, लक्ष्य और उद्देश्य, और मरीज़ हमें क्यों चुनते हैं।',
  intro: 'हम क्यों हैं, 2030 तक क्या पाना चाहते हैं, और वहाँ तक कैसे पहुँचेंगे।',
  visionTitle: 'हमारा सपना',
  missionTitle: 'हमारा संकल्प',
  districtsLabel: 'जिन ज़िलों में हम काम करते हैं',
  pillarsTitle: 'हमारे काम के आधार',
  goalsTitle: 'हमारे लक्ष्य',
  objectivesTitle: 'हमारे उद्देश्य',
  whyChooseUsTitle: 'हमें क्यों चुनें',
  bookAppointment: 'अपॉइंटमेंट लें',
};
