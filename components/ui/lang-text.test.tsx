import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LangText } from './lang-text';

const html = (text: string, locale: 'en' | 'hi' = 'hi') => renderToStaticMarkup(<p><LangText text={text} locale={locale} /></p>);

describe('LangText', () => {
  it('marks an English phrase inside a Hindi text', () => {
    expect(html('मुख्यमंत्री अबुआ स्वास्थ्य सुरक्षा योजना (Mukhyamantri Abua Swasthya Suraksha Yojana)')).toBe(
      '<p>मुख्यमंत्री अबुआ स्वास्थ्य सुरक्षा योजना (<span lang="en">Mukhyamantri Abua Swasthya Suraksha Yojana</span>)</p>',
    );
  });

  it('leaves abbreviations, numbers and English pages alone', () => {
    expect(html('PM-JAY हेल्पलाइन: 14555 (ICL)')).toBe('<p>PM-JAY हेल्पलाइन: 14555 (ICL)</p>');
    expect(html('Check if you are covered', 'en')).toBe('<p>Check if you are covered</p>');
  });
});
