import type { Dictionary } from '..';

/** Hindi strings of the Patient Feedback page. */
export const feedback: Dictionary['feedback'] = {
  navTitle: 'मरीज़ों की बातें',
  heading: 'हमारे मरीज़ों की बातें',
  title: 'मरीज़ों की बातें',
  description:
    'हज़ारीबाग़, चतरा और कोडरमा के मरीज़ों और उनके परिवारों के छोटे वीडियो, जिनमें वे दृष्टि नेत्र अस्पताल में हुए मोतियाबिंद के ऑपरेशन, बच्चों के चश्मे, आँख के कैंप और देखभाल के बारे में बताते हैं।',
  intro: 'मरीज़ और उनके परिवार अपने शब्दों में बताते हैं कि इलाज के बाद उनकी ज़िंदगी में क्या बदला।',
  previous: 'पिछला',
  next: 'अगला',
  pageLabel: '{total} में से पेज {page}',
  paginationLabel: 'मरीज़ों के वीडियो के पेज',
  noVideo: 'आपका ब्राउज़र यह वीडियो नहीं चला सकता।',
};
