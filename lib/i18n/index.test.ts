import { describe, expect, it } from 'vitest';
import { format, getDictionary } from './index';

describe('dictionary', () => {
  it('fills named slots and leaves unknown ones', () => {
    expect(format('Page {page} of {total}', { page: 1, total: 3 })).toBe('Page 1 of 3');
    expect(format('Hello {name}', {})).toBe('Hello {name}');
  });

  it('returns each locale its own dictionary, English by default', () => {
    expect(getDictionary().common.notFound.treatmentTitle).toBe('Treatment Details Not Found');
    expect(getDictionary('en').common.notFound.projectTitle).toBe('Project Not Found');
    expect(getDictionary('hi').common.notFound.projectTitle).toMatch(/[\u0900-\u097F]/);
  });
});
