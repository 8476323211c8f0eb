import type { Dictionary } from '..';

/** Hindi strings of the gallery page and the image lightbox (shared with the home page). */
export const gallery: Dictionary['gallery'] = {
  title: 'फ़ोटो गैलरी',
  description: 'दृष्टि नेत्र अस्पताल की फ़ोटो: मोतियाबिंद के मुफ़्त ऑपरेशन के दिन, गाँवों में आँख के कैंप, स्कूलों में बच्चों की आँखों की जाँच, हमारे विज़न सेंटर और वे लोग जिनकी हम देखभाल करते हैं।',
  intro: 'हमारे अस्पताल, विज़न सेंटर और गाँवों में लगे आँख के कैंपों के कुछ पल। बड़ा देखने के लिए किसी फ़ोटो पर दबाएँ।',
  viewMore: 'और देखें',
  shown: '{total} में से {shown} फ़ोटो दिख रही हैं',
  open: 'फ़ोटो {n} खोलें: {alt}',
  lightbox: {
    label: 'फ़ोटो देखने की जगह',
    close: 'बंद करें',
    previous: 'पिछली फ़ोटो',
    next: 'अगली फ़ोटो',
    counter: '{total} में से फ़ोटो {n}',
    loading: 'फ़ोटो खुल रही है…',
    error: 'फ़ोटो नहीं खुल सकी। अपना इंटरनेट देखें और फिर से कोशिश करें।',
  },
};
