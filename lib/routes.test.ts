import { describe, expect, it } from 'vitest';
import { decodeParam, localeOfPath, matchExact, matchName, normalizeName, parseEntityPath, pathInLocale, routes } from './routes';

const treatments = ['Cataract', 'Diabetic Retinopathy', 'ICL-IPCL', 'Corneal Ulcer'] as const;

describe('route builders', () => {
  it('builds every static route with a trailing slash', () => {
    expect(routes.home()).toBe('/');
    expect(routes.about()).toBe('/about/');
    expect(routes.mission()).toBe('/mission/');
    expect(routes.feedback()).toBe('/feedback/');
    expect(routes.doctors()).toBe('/doctor/');
    expect(routes.blog()).toBe('/blog/');
    expect(routes.gallery()).toBe('/gallery/');
    expect(routes.contact()).toBe('/contact/');
    expect(routes.appointment()).toBe('/appointment/');
    expect(routes.treatments()).toBe('/treatments/');
    expect(routes.treatmentsDetail()).toBe('/treatments-detail/');
    expect(routes.emergency()).toBe('/emergency/');
    expect(routes.yourVisit()).toBe('/your-visit/');
    expect(routes.costs()).toBe('/costs/');
  });

  it('opens the appointment form with a branch and doctor chosen', () => {
    expect(routes.appointmentWith({ branch: 'chatra', doctor: 'Dr Sneha Oraon' })).toBe('/appointment/?branch=chatra&doctor=Dr%20Sneha%20Oraon');
    expect(routes.appointmentWith({ branch: 'koderma' })).toBe('/appointment/?branch=koderma');
    expect(routes.appointmentWith({ branch: 'chatra', doctor: 'Dr A&B' }, 'hi')).toBe('/hi/appointment/?branch=chatra&doctor=Dr%20A%26B');
  });

  it('encodes entity names', () => {
    expect(routes.project('One Eye One Tree')).toBe('/projects/One%20Eye%20One%20Tree/');
    expect(routes.treatmentDetails('ICL-IPCL')).toBe('/treatment-details/ICL-IPCL/');
    expect(routes.doctorProfile('Dr. A. Kumar')).toBe('/doctor-profile/Dr.%20A.%20Kumar/');
    expect(routes.blogPost('eye-care-101')).toBe('/blogs/eye-care-101/');
  });

  it('numbers blog pages from 2 and keeps page 1 at /blog/', () => {
    expect(routes.blogPage(1)).toBe('/blog/');
    expect(routes.blogPage(2)).toBe('/blog/page/2/');
  });

  it('prefixes other locales', () => {
    expect(routes.about('hi')).toBe('/hi/about/');
    expect(routes.home('hi')).toBe('/hi/');
    expect(routes.project('School Eye Screening', 'hi')).toBe('/hi/projects/School%20Eye%20Screening/');
  });
});

describe('name matching', () => {
  it('decodes once, twice or not at all', () => {
    expect(decodeParam('One Eye One Tree')).toBe('One Eye One Tree');
    expect(decodeParam('One%20Eye%20One%20Tree')).toBe('One Eye One Tree');
    expect(decodeParam('One%2520Eye')).toBe('One Eye');
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('normalizes case, spaces and hyphens', () => {
    expect(normalizeName('Diabetic-Retinopathy')).toBe('diabetic retinopathy');
    expect(normalizeName('  diabetic   retinopathy ')).toBe('diabetic retinopathy');
    expect(normalizeName('diabetic+retinopathy')).toBe('diabetic retinopathy');
  });

  it('matches case-insensitively to the canonical name', () => {
    expect(matchName('CATARACT', treatments)).toBe('Cataract');
    expect(matchName('Diabetic retinopathy', treatments)).toBe('Diabetic Retinopathy');
    expect(matchName('diabetic-retinopathy', treatments)).toBe('Diabetic Retinopathy');
    expect(matchName('Diabetic%20retinopathy', treatments)).toBe('Diabetic Retinopathy');
    expect(matchName('icl ipcl', treatments)).toBe('ICL-IPCL');
    expect(matchName('icl-ipcl', treatments)).toBe('ICL-IPCL');
  });

  it('returns undefined for unknown or empty names', () => {
    expect(matchName('Nothing', treatments)).toBeUndefined();
    expect(matchName('', treatments)).toBeUndefined();
    expect(matchName('Cataracts', treatments)).toBeUndefined();
  });

  it('matches doctors exactly', () => {
    const doctors = ['Dr. A. Kumar'];
    expect(matchExact('Dr.%20A.%20Kumar', doctors)).toBe('Dr. A. Kumar');
    expect(matchExact('Dr. A. Kumar', doctors)).toBe('Dr. A. Kumar');
    expect(matchExact('dr. a. kumar', doctors)).toBeUndefined();
  });

  it('parses entity paths', () => {
    expect(parseEntityPath('/treatment-details/CATARACT/')).toEqual({ kind: 'treatment', name: 'CATARACT' });
    expect(parseEntityPath('/projects/one%20eye%20one%20tree')).toEqual({ kind: 'project', name: 'one%20eye%20one%20tree' });
    expect(parseEntityPath('/hi/doctor-profile/X/')).toEqual({ kind: 'doctor', name: 'X' });
    expect(parseEntityPath('/blogs/missing/')).toEqual({ kind: 'blog', name: 'missing' });
    expect(parseEntityPath('/about/')).toBeUndefined();
    expect(parseEntityPath('/projects/')).toBeUndefined();
    expect(parseEntityPath('/projects/a/b/')).toBeUndefined();
  });
});

describe('a page in the other language', () => {
  it('reads the language from the path', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/hi/treatment-details/Cataract/')).toBe('hi');
    expect(localeOfPath('/history/')).toBe('en');
  });

  it('adds or removes the /hi prefix and keeps the rest', () => {
    expect(pathInLocale('/', 'hi')).toBe('/hi/');
    expect(pathInLocale('/hi/', 'en')).toBe('/');
    expect(pathInLocale('/about/', 'hi')).toBe('/hi/about/');
    expect(pathInLocale('/hi/projects/One%20Eye%20One%20Tree/', 'en')).toBe('/projects/One%20Eye%20One%20Tree/');
    expect(pathInLocale('/hi/about/', 'hi')).toBe('/hi/about/');
    expect(pathInLocale('/history/', 'hi')).toBe('/hi/history/');
  });
});
