import { describe, expect, it } from 'vitest';
import { prefersSavingData } from './use-save-data';

const info = (values: { saveData?: boolean; effectiveType?: string }) => Object.assign(new EventTarget(), values);

describe('saving data', () => {
  it('is on with Save-Data or a 2G connection', () => {
    expect(prefersSavingData(info({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(prefersSavingData(info({ effectiveType: '2g' }))).toBe(true);
    expect(prefersSavingData(info({ effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('is off on 3G or 4G without Save-Data, and where the browser does not tell', () => {
    expect(prefersSavingData(info({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(prefersSavingData(info({ effectiveType: '4g' }))).toBe(false);
    expect(prefersSavingData(undefined)).toBe(false);
  });
});
