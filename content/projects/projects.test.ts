import { describe, expect, it } from 'vitest';
import { emptyFields, repeatedAcross } from '../content-checks';
import { matchName } from '@/lib/routes';
import { getProject, projectNames, projects } from './index';

describe('projects', () => {
  it("lists the 5 projects in the navigation order", () => {
    expect(projectNames).toEqual(['One Eye One Tree', 'Blanket of Light Mission', 'School Eye Screening', 'Doorstep Care Camp for All', 'Save Environment Save Eyesight']);
  });

  it.each(projects.map((p) => [p.name, p] as const))('%s has every field filled', (_, project) => {
    expect(emptyFields(project)).toEqual([]);
    expect(project.slider.length).toBeGreaterThanOrEqual(3);
    expect(project.keyHighlights.length).toBeGreaterThanOrEqual(3);
    expect(project.impactStories.length).toBeGreaterThanOrEqual(2);
    expect(project.about.content.length).toBeGreaterThanOrEqual(2);
  });

  it.each(projects.map((p) => [p.name, p] as const))('%s names distinct pictures with their own alt text', (_, project) => {
    const images = [project.bannerImg, ...project.slider, ...project.impactStories.map((s) => s.image)];
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) expect(image.src).toMatch(/^\/images\/projects\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/);
  });

  it("uses the published figures", () => {
    const text = (name: string) => JSON.stringify(getProject(name));
    expect(text('One Eye One Tree')).toMatch(/10,000\+ trees[^"]*since 2017/);
    expect(text('Blanket of Light Mission')).toMatch(/10,000\+ blankets[^"]*since 2019/);
    expect(text('School Eye Screening')).toContain('50,000+ students');
    expect(text('Doorstep Care Camp for All')).toMatch(/15,000\+ people[^"]*50\+ villages/);
  });

  it('repeats no paragraph across projects', () => {
    expect(repeatedAcross(projects.map((p) => ({ name: p.name, value: p })))).toEqual([]);
  });

  it('keeps every name reachable by the case-insensitive matcher', () => {
    for (const name of projectNames) {
      expect(matchName(name.toLowerCase(), projectNames)).toBe(name);
      expect(matchName(encodeURIComponent(name.toLowerCase()), projectNames)).toBe(name);
      expect(matchName(name.replace(/ /g, '-'), projectNames)).toBe(name);
    }
  });
});
