/**
 * The patient guide pages (/emergency/, /your-visit/, /costs/): complete, reviewed in the past,
 * and written for a reading age of about 9 to 11 (README Decisions: Flesch-Kincaid grade).
 */
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { readability, textsOf } from '@/lib/readability';
import { emptyFields } from './content-checks';
import costs from './costs';
import emergency from './emergency';
import { branches } from './site';
import visit from './visit';

/** Flesch-Kincaid grade 6 is a reading age of about 11; sentences stay short. */
const MAX_GRADE = 6;
const MAX_WORDS_PER_SENTENCE = 12;
const MAX_SENTENCE_WORDS = 20;

const pages = [
  { name: '/emergency/', content: emergency, strings: en.emergency },
  { name: '/your-visit/', content: visit, strings: en.visit },
  { name: '/costs/', content: costs, strings: en.costs },
];

describe.each(pages)('$name', ({ content, strings }) => {
  it('has every field filled', () => {
    expect(emptyFields(content).filter((path) => !path.endsWith('links'))).toEqual([]);
  });

  it('was last reviewed on a real date that is not in the future', () => {
    expect(content.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const reviewed = Date.parse(`${content.lastReviewed}T00:00:00+05:30`);
    expect(Number.isNaN(reviewed)).toBe(false);
    expect(reviewed).toBeLessThanOrEqual(Date.now());
  });

  it(`reads at Flesch-Kincaid grade ${MAX_GRADE} or below, with short sentences (none over ${MAX_SENTENCE_WORDS} words)`, () => {
    const score = readability([...textsOf(content), ...textsOf(strings)]);
    expect(score.wordsPerSentence).toBeLessThanOrEqual(MAX_WORDS_PER_SENTENCE);
    expect(score.longest).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
    expect(score.grade).toBeLessThanOrEqual(MAX_GRADE);
  });
});

it('describes every branch on /your-visit/ once', () => {
  expect(visit.branches.map((b) => b.id).sort()).toEqual(branches.map((b) => b.id).sort());
});

it('lists the four emergency tiers from most to least urgent', () => {
  expect(emergency.tiers.map((t) => t.id)).toEqual(['now', 'today', 'week', 'not']);
});
