import { describe, expect, test } from 'vitest';
import { devanagariShare, visibleMainText, withoutAllowed } from './devanagari';

const page = (main: string, lang = 'hi-IN') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>शीर्षक Title</title><style>p{color:red}</style></head>` +
  `<body><header><a href="/">Drishti Eye Hospital</a></header><main id="main">${main}</main><footer>Footer text</footer></body></html>`;

describe('visibleMainText', () => {
  test('reads only <main>, not the header, footer, title or styles', () => {
    expect(visibleMainText(page('<h1>आँख</h1><p>जाँच</p>'))).toBe('आँख जाँच');
  });

  test('leaves out scripts, SVG, templates, hidden elements and comments', () => {
    const main =
      '<p>दिखता है</p><script>var x = "<p>English</p>";</script><svg><title>Icon</title><text>SVG</text></svg>' +
      '<template><p>Later</p></template><div hidden><p>Hidden text</p></div><!-- Comment --><br><img alt="Alt text" src="/a.webp">';
    expect(visibleMainText(page(main))).toBe('दिखता है');
  });

  test('leaves out fragments marked lang="en" with everything inside, and takes back Hindi nested in them', () => {
    const main = '<p>मोतियाबिंद (<span lang="en">Cataract <b>surgery</b></span>) का ऑपरेशन</p><div lang="en">Posted <span lang="hi">हिन्दी</span></div>';
    expect(visibleMainText(page(main))).toBe('मोतियाबिंद ( ) का ऑपरेशन हिन्दी');
    expect(visibleMainText(page(main), 'en')).toBe('Cataract surgery Posted');
  });

  test('a page in English has no Hindi text', () => {
    expect(visibleMainText(page('<p>Hello</p>', 'en-IN'))).toBe('');
  });

  test('decodes entities and keeps void elements from unbalancing the walk', () => {
    expect(visibleMainText(page('<p>आँख&nbsp;&amp;&#x20;दवा<input value="x"></p><hr/><p>अंत</p>'))).toBe('आँख & दवा अंत');
  });
});

describe('withoutAllowed', () => {
  test('drops e-mail and web addresses, and allow-listed words only as whole words', () => {
    expect(withoutAllowed('help@drishti.org पर लिखें, www.example.org देखें').replace(/\s+/g, ' ').trim()).toBe('पर लिखें, देखें');
    expect(withoutAllowed('डॉ MBBS, MS (नेत्र रोग), FICO').replace(/\s+/g, ' ').trim()).toBe('डॉ , (नेत्र रोग),');
    expect(withoutAllowed('PM-JAY कार्ड, UPI और WhatsApp').replace(/\s+/g, ' ').trim()).toBe('कार्ड, और');
    // Letters that belong to numbers: times as Intl writes them in hi-IN, and 24x7.
    expect(withoutAllowed('सुबह 9:30 am से 5 PM तक, 24x7 लाइन').replace(/\s+/g, ' ').trim()).toBe('सुबह से तक, लाइन');
    expect(withoutAllowed('I am here pm').trim()).toBe('I am here pm');
    // Not inside other words, and case-sensitive.
    expect(withoutAllowed('MSc Miss ms Upi').trim()).toBe('MSc Miss ms Upi');
  });
});

describe('devanagariShare', () => {
  test('counts letters, not marks, digits or punctuation', () => {
    // क, त, ब: 3 letters (the vowel signs are marks); "ab": 2 Latin letters.
    const share = devanagariShare(page('<p>कि ताब 12:30 ab</p>'));
    expect(share).toMatchObject({ devanagari: 3, other: 2, otherWords: ['ab'], markedEnglish: 0 });
    expect(share.share).toBeCloseTo(0.6);
  });

  test('a fully Hindi page with phone numbers, degrees and an English name marked lang="en" scores 1', () => {
    const main = '<h1>डॉ प्रिया वर्मा</h1><p>MBBS, DNB, FICO</p><p>फ़ोन: <a href="tel:+919876543210">+91 98765 43210</a></p><p><span lang="en">Drishti Charitable Trust</span></p>';
    expect(devanagariShare(page(main))).toMatchObject({ share: 1, other: 0, markedEnglish: 'DrishtiCharitableTrust'.length });
  });

  test('an untranslated page scores low and names its English words', () => {
    const share = devanagariShare(page('<h1>हमारे बारे में</h1><p>Caring for eyes in rural Jharkhand since 2013. Caring for all.</p>'));
    expect(share.share).toBeLessThan(0.5);
    expect(share.otherWords.slice(0, 2)).toEqual(['Caring', 'for']);
  });

  test('a page without Hindi letters has nothing to measure', () => {
    expect(devanagariShare(page('<p lang="en">All English</p>'))).toMatchObject({ devanagari: 0, other: 0, markedEnglish: 10 });
  });
});
