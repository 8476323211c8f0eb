import { describe, expect, it } from 'vitest';
import { readability, sentences, syllables, textsOf } from './readability';

describe('readability', () => {
  it('counts syllables by vowel groups', () => {
    expect(['eye', 'water', 'cataract', 'operation', 'the', 'made', 'glasses', 'hospital', 'needed', 'washed'].map(syllables)).toEqual([1, 2, 3, 4, 1, 1, 2, 3, 2, 1]);
  });

  it('splits texts into sentences, a label being one', () => {
    expect(sentences(['Wash the eye. Do not wait!', 'First aid', 'Registration: Go to the desk.'])).toEqual(['Wash the eye.', 'Do not wait!', 'First aid', 'Registration', 'Go to the desk.']);
  });

  it('gives short plain sentences a low grade and long technical ones a high grade', () => {
    expect(readability(['Wash the eye with clean water. Then come to us. Do not rub the eye.']).grade).toBeLessThan(3);
    expect(
      readability(['Intraocular pressure elevation consequent upon inappropriate corticosteroid administration necessitates ophthalmological evaluation and individualised therapeutic intervention.']).grade,
    ).toBeGreaterThan(15);
  });

  it('collects the texts of an object but not its ids, links and dates', () => {
    expect(textsOf({ id: 'now', title: 'Come now', links: [{ href: 'tel:1', label: 'Call' }], lastReviewed: '2026-01-01' })).toEqual(['Come now', 'Call']);
  });
});
