import { describe, expect, it } from 'vitest';
import { formatIsoDay } from './calendar';
import { getDictionary } from './i18n';
import {
  APPOINTMENT_ERRORS,
  appointmentSummary,
  dateRange,
  firstInvalidField,
  formatClock,
  formatClockHour,
  prefillFromQuery,
  slotLabel,
  timeSlots,
  validateAge,
  validateAppointment,
  validateDate,
  validateMobile,
  validateName,
  validateTime,
  type AppointmentValues,
  type SummaryText,
} from './appointment';

// Tuesday 10 March 2026, 11:30 in the morning.
const today = '2026-03-10';
const slots = timeSlots('09:00', '17:00');
const rules = { today, now: '11:30', branches: ['Chouparan', 'Chatra Vision Centre'], reasons: ['Cataract', 'Other'], slots };

const good: AppointmentValues = {
  patient_name: 'Sita Devi',
  mobile: '+91 98765 43210',
  age: '64',
  branch: 'Chouparan',
  doctor: '',
  reason: 'Cataract',
  preferred_date: '2026-03-12',
  preferred_time: 'morning',
  visit_type: 'first',
  message: '',
  consent: true,
};

describe('each rule', () => {
  it('name: required, trimmed, at most 100 characters', () => {
    expect(validateName('')).toBe('nameRequired');
    expect(validateName('   ')).toBe('nameRequired');
    expect(validateName('x'.repeat(101))).toBe('nameTooLong');
    expect(validateName('Ram')).toBeUndefined();
  });

  it('mobile: required, Indian 10-digit with optional +91', () => {
    expect(validateMobile('')).toBe('mobileRequired');
    expect(validateMobile('987654321')).toBe('mobileInvalid');
    expect(validateMobile('12345 67890')).toBe('mobileInvalid');
    expect(validateMobile('+91 98765 43210')).toBeUndefined();
    expect(validateMobile('9876543210')).toBeUndefined();
  });

  it('age: required whole years from 0 to 120', () => {
    expect(validateAge('')).toBe('ageRequired');
    expect(validateAge('121')).toBe('ageInvalid');
    expect(validateAge('-3')).toBe('ageInvalid');
    expect(validateAge('6.5')).toBe('ageInvalid');
    expect(validateAge('0')).toBeUndefined();
    expect(validateAge('120')).toBeUndefined();
  });

  it('date: today up to 60 days ahead, never a Sunday', () => {
    expect(validateDate('', today)).toBe('dateRequired');
    expect(validateDate('2026-02-30', today)).toBe('dateInvalid');
    expect(validateDate('2026-03-09', today)).toBe('datePast');
    expect(validateDate(today, today)).toBeUndefined();
    expect(dateRange(today)).toEqual({ min: '2026-03-10', max: '2026-05-09' });
    expect(validateDate('2026-05-09', today)).toBeUndefined(); // day 60, a Saturday
    expect(validateDate('2026-05-11', today)).toBe('dateTooFar');
    expect(validateDate('2026-03-15', today)).toBe('dateSunday');
  });

  it('time: morning or afternoon within opening hours, not already over today', () => {
    expect(slots).toEqual([
      { id: 'morning', from: '09:00', to: '13:00' },
      { id: 'afternoon', from: '13:00', to: '17:00' },
    ]);
    expect(timeSlots('14:00', '17:00').map((s) => s.id)).toEqual(['afternoon']);
    expect(validateTime('', '2026-03-12', rules)).toBe('timeRequired');
    expect(validateTime('evening', '2026-03-12', rules)).toBe('timeRequired');
    expect(validateTime('morning', today, { ...rules, now: '13:00' })).toBe('timePassed');
    expect(validateTime('afternoon', today, { ...rules, now: '13:00' })).toBeUndefined();
    expect(validateTime('morning', '2026-03-11', { ...rules, now: '16:00' })).toBeUndefined();
  });

  it('formats clock times for labels', () => {
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('13:00')).toBe('1:00 PM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
  });

  it('labels the slots as each language says them', () => {
    const [morning, afternoon] = slots;
    expect(slotLabel(morning, 'en', getDictionary('en').appointment.form)).toBe('Morning (9:00 AM to 1:00 PM)');
    expect(slotLabel(afternoon, 'hi', getDictionary('hi').appointment.form)).toBe('दोपहर (1 से 5 बजे तक)');
  });

  it('gives the bare hour for languages that say "1 बजे"', () => {
    expect(formatClockHour('09:00')).toBe('9');
    expect(formatClockHour('13:00')).toBe('1');
    expect(formatClockHour('17:30')).toBe('5:30');
    expect(formatClockHour('12:00')).toBe('12');
  });
});

describe('the whole form', () => {
  it('accepts a complete request', () => {
    expect(validateAppointment(good, rules)).toEqual({});
  });

  it('reports every bad field in form order', () => {
    const errors = validateAppointment(
      { ...good, patient_name: '', mobile: '98765', branch: '', reason: 'Brain surgery', preferred_date: '2026-03-15', visit_type: '', message: 'x'.repeat(1001), consent: false },
      rules,
    );
    expect(errors).toEqual({
      patient_name: 'nameRequired',
      mobile: 'mobileInvalid',
      branch: 'branchRequired',
      reason: 'reasonRequired',
      preferred_date: 'dateSunday',
      visit_type: 'visitTypeRequired',
      message: 'messageTooLong',
      consent: 'consentRequired',
    });
    expect(firstInvalidField(errors)).toBe('patient_name');
    expect(firstInvalidField({ consent: 'consentRequired', branch: 'branchRequired' })).toBe('branch');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('messages', () => {
  it('every error code has its own message', () => {
    const messages = getDictionary('en').appointment.errors;
    for (const code of APPOINTMENT_ERRORS) expect(messages[code], code).toMatch(/\w{3,}/);
    expect(new Set(APPOINTMENT_ERRORS.map((code) => messages[code])).size).toBe(APPOINTMENT_ERRORS.length);
    expect(Object.keys(messages).sort()).toEqual([...APPOINTMENT_ERRORS].sort());
  });
});

describe('fallback summary', () => {
  const t = getDictionary('en').appointment;
  const text: SummaryText = {
    heading: t.summary.heading,
    reference: t.summary.reference,
    labels: t.form.labels,
    slots: t.form.slots,
    visitTypes: t.form.visitTypes,
    consentGiven: t.form.consentGiven,
  };

  it('carries the reference and everything typed, with readable choices', () => {
    const summary = appointmentSummary({ ...good, message: 'Blurred vision in the left eye' }, 'DEH-260310-ABCD', text);
    expect(summary.split('\n')).toEqual([
      'Appointment request',
      'Reference: DEH-260310-ABCD',
      'Patient name: Sita Devi',
      'Mobile number: +91 98765 43210',
      'Age (years): 64',
      'Branch: Chouparan',
      'Reason for visit: Cataract',
      'Preferred date: 2026-03-12',
      'Preferred time: Morning',
      'Visit: First visit',
      'Message (optional): Blurred vision in the left eye',
      'Consent: Yes, the hospital may contact me',
    ]);
  });

  it('names the chosen doctor', () => {
    const summary = appointmentSummary({ ...good, doctor: 'dr-verma' }, 'DEH-260310-ABCD', { ...text, choices: { doctor: { 'dr-verma': 'Dr Priya Verma' } } });
    expect(summary.split('\n')).toContain('Preferred doctor (optional): Dr Priya Verma');
  });

  it('on a Hindi page: Hindi labels and names, the language for staff, the date in words, typed Devanagari exactly', () => {
    const hi = getDictionary('hi').appointment;
    // 'सीता देवी' with its vowel signs, and a decomposed 'क़' (क + nukta) that must not be normalised.
    const name = 'सीता देवी क\u093C';
    const summary = appointmentSummary({ ...good, patient_name: name, branch: 'Chatra Vision Centre', reason: 'Cataract', doctor: 'Dr Priya Verma' }, 'DEH-260310-ABCD', {
      heading: hi.summary.heading,
      reference: hi.summary.reference,
      labels: hi.form.labels,
      slots: hi.form.slots,
      visitTypes: hi.form.visitTypes,
      consentGiven: hi.form.consentGiven,
      choices: { branch: { 'Chatra Vision Centre': 'चतरा विज़न सेंटर' }, reason: { Cataract: 'मोतियाबिंद' }, doctor: { 'Dr Priya Verma': 'डॉ प्रिया वर्मा' } },
      language: ['भाषा', 'Hindi (हिन्दी)'],
      dateInWords: (iso) => formatIsoDay(iso, 'hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    });
    const lines = summary.split('\n');
    expect(lines.slice(0, 3)).toEqual(['अपॉइंटमेंट की अर्ज़ी', 'अर्ज़ी नंबर: DEH-260310-ABCD', 'भाषा: Hindi (हिन्दी)']);
    expect(lines).toContain(`मरीज़ का नाम: ${name}`);
    expect(lines).toContain('अस्पताल / सेंटर: चतरा विज़न सेंटर');
    expect(lines).toContain('किस लिए आना है: मोतियाबिंद');
    expect(lines).toContain('किस डॉक्टर से मिलना है (ज़रूरी नहीं): डॉ प्रिया वर्मा');
    expect(lines).toContain('कौन-सा दिन चाहिए: 2026-03-12 (गुरुवार, 12 मार्च 2026)');
    expect(lines).toContain('कौन-सा समय चाहिए: सुबह');
  });

  it('leaves out fields that are still empty', () => {
    const summary = appointmentSummary({ ...good, message: '', age: '', consent: false }, 'DEH-260310-ABCD', text);
    expect(summary).not.toContain('Message');
    expect(summary).not.toContain('Age');
    expect(summary).not.toContain('Consent');
  });
});

describe('choices made by a link', () => {
  const branches = [
    { id: 'chouparan', value: 'Chouparan' },
    { id: 'chatra', value: 'Chatra Vision Centre' },
  ];
  const doctors = ['Dr Priya Verma', 'Dr Rakesh Mahto'];

  it('turns a branch id into the branch and keeps a known doctor slug', () => {
    expect(prefillFromQuery('?branch=chatra&doctor=Dr%20Priya%20Verma', branches, doctors)).toEqual({ branch: 'Chatra Vision Centre', doctor: 'Dr Priya Verma' });
    expect(prefillFromQuery('?doctor=Dr+Rakesh+Mahto', branches, doctors)).toEqual({ doctor: 'Dr Rakesh Mahto' });
    expect(prefillFromQuery('?branch=chouparan', branches, doctors)).toEqual({ branch: 'Chouparan' });
  });

  it('ignores unknown, missing and differently written values', () => {
    expect(prefillFromQuery('', branches, doctors)).toEqual({});
    expect(prefillFromQuery('?branch=Chatra&doctor=Dr%20Nobody', branches, doctors)).toEqual({});
    expect(prefillFromQuery('?branch=Chatra%20Vision%20Centre&doctor=dr%20priya%20verma', branches, doctors)).toEqual({});
    expect(prefillFromQuery('?patient_name=Sita', branches, doctors)).toEqual({});
  });
});
