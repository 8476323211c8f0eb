import { describe, expect, it } from 'vitest';
import { culture, founder, partnerships, services, trust } from './about';
import { doctors } from './doctors';
import { vision, whyChooseUs, pillars, goals, objectives } from './mission';
import { keyPeople } from './people';

describe('about content (home about block and /about)', () => {
  it('lists exactly 19 distinct services', () => {
    expect(services).toHaveLength(19);
    expect(new Set(services).size).toBe(19);
  });

  it('states the trust registration: 2013 under the Indian Trust Act 1882', () => {
    expect(trust.registeredYear).toBe(2013);
    expect(trust.act).toBe('Indian Trust Act 1882');
    expect(trust.paragraphs.join(' ')).toContain('registered in 2013 under the Indian Trust Act 1882');
  });

  it('names the three partnerships', () => {
    const text = partnerships.map((p) => `${p.name} ${p.description}`).join(' ');
    expect(partnerships).toHaveLength(3);
    expect(text).toMatch(/District Blindness Control Society/);
    expect(text).toMatch(/health insurance scheme/i);
    expect(text).toMatch(/CSR|corporate social responsibility/i);
  });

  it('gives the culture accordion several items with unique titles and text', () => {
    expect(culture.length).toBeGreaterThanOrEqual(3);
    expect(new Set(culture.map((c) => c.title)).size).toBe(culture.length);
    for (const item of culture) expect(item.content.length).toBeGreaterThan(60);
  });

  it('gives the founder and every key person a name, role, description and portrait', () => {
    for (const person of [founder, ...keyPeople]) {
      expect(person.name).not.toBe('');
      expect(person.role).not.toBe('');
      expect(person.description.length).toBeGreaterThan(40);
      expect(person.image.src).toMatch(/^\/images\/(people|doctors)\/.+\.jpg$/);
      expect(person.image.alt).toContain(person.name);
    }
    expect(new Set(keyPeople.map((p) => p.name)).size).toBe(keyPeople.length);
  });

  it('uses the doctor’s own photo for a key person who is also a doctor', () => {
    for (const person of keyPeople) {
      const doctor = doctors.find((d) => d.name === person.name);
      if (doctor) expect(person.image).toBe(doctor.image);
    }
  });
});

describe('mission content (/mission)', () => {
  it('sets the vision goal for 2030 in the three districts', () => {
    expect(vision.goal.description).toContain('2030');
    expect(vision.districts).toEqual(['Hazaribagh', 'Chatra', 'Koderma']);
    for (const district of vision.districts) expect(vision.goal.description).toContain(district);
  });

  it('has pillars, goals, objectives and reasons to choose us', () => {
    expect(pillars.length).toBeGreaterThanOrEqual(3);
    expect(goals.length).toBeGreaterThanOrEqual(3);
    expect(objectives.length).toBeGreaterThanOrEqual(3);
    expect(whyChooseUs.length).toBeGreaterThanOrEqual(3);
    expect(goals.join(' ')).toContain('10,000');
  });
});
