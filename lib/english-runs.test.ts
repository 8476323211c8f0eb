import { describe, expect, it } from 'vitest';
import { englishRuns } from './english-runs';

describe('englishRuns', () => {
  it('finds English phrases of two or more words inside Hindi', () => {
    expect(englishRuns('ज़िला अंधापन नियंत्रण समिति (District Blindness Control Society)')).toEqual([
      { text: 'ज़िला अंधापन नियंत्रण समिति (', english: false },
      { text: 'District Blindness Control Society', english: true },
      { text: ')', english: false },
    ]);
    expect(englishRuns('फ़र्क WCAG 2.2 AA के नियम जितना है').filter((p) => p.english).map((p) => p.text)).toEqual(['WCAG 2.2 AA']);
  });

  it('leaves single words, abbreviations and digits in the text', () => {
    expect(englishRuns('कंपनियों की सामाजिक ज़िम्मेदारी (CSR), 2013 से')).toEqual([{ text: 'कंपनियों की सामाजिक ज़िम्मेदारी (CSR), 2013 से', english: false }]);
    expect(englishRuns('')).toEqual([]);
  });
});
