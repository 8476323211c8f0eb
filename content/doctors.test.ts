import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCTOR_IMAGE, doctorNames, doctors, getDoctor } from './doctors';

describe('doctors (5, matched exactly)', () => {
  it('has 5 doctors with unique names and every field filled', () => {
    expect(doctors).toHaveLength(5);
    expect(new Set(doctorNames).size).toBe(5);
    for (const doctor of doctors) {
      for (const value of [doctor.name, doctor.qualification, doctor.specialization, doctor.hospital, doctor.description, doctor.experience, doctor.image.alt]) {
        expect(value.trim()).not.toBe('');
      }
      expect(doctor.image.src).not.toBe(DEFAULT_DOCTOR_IMAGE.src);
    }
  });

  it('finds a doctor by the exact name only', () => {
    expect(getDoctor(doctors[0].name)).toBe(doctors[0]);
    expect(getDoctor(doctors[0].name.toLowerCase())).toBeUndefined();
  });

  // A dot in the last URL segment makes Next's <Link> drop the trailing slash (it looks like a
  // file name) and makes `serve` list the folder instead of serving its index.html.
  it('keeps names usable as URL segments: no dots or slashes', () => {
    for (const name of doctorNames) expect(name).not.toMatch(/[./\\]/);
  });
});
