/**
 * Rules of the appointment request form (the README's Decisions). Pure functions: the form
 * shows the message the dictionary gives for each error code, and the same rules are unit tested.
 * Field names double as the names EmailJS receives.
 */
import { APPOINTMENT_MAX_DAYS_AHEAD } from './constants';
import { addDays, daysBetween, parseIsoDate, weekdayOf } from './calendar';
import { isMessageTooLong, normalizeMobile, requestSummary } from './validation';
import { format, type Dictionary, type Locale } from './i18n';

export const APPOINTMENT_FIELDS = [
  'patient_name',
  'mobile',
  'age',
  'branch',
  'reason',
  'preferred_date',
  'preferred_time',
  'visit_type',
  'doctor',
  'message',
  'consent',
] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

export type AppointmentValues = Record<Exclude<AppointmentField, 'consent'>, string> & { consent: boolean };

export const emptyAppointment: AppointmentValues = {
  patient_name: '',
  mobile: '',
  age: '',
  branch: '',
  doctor: '',
  reason: '',
  preferred_date: '',
  preferred_time: '',
  visit_type: '',
  message: '',
  consent: false,
};

export const APPOINTMENT_ERRORS = [
  'nameRequired',
  'nameTooLong',
  'mobileRequired',
  'mobileInvalid',
  'ageRequired',
  'ageInvalid',
  'branchRequired',
  'reasonRequired',
  'dateRequired',
  'dateInvalid',
  'datePast',
  'dateTooFar',
  'dateSunday',
  'timeRequired',
  'timePassed',
  'visitTypeRequired',
  'messageTooLong',
  'consentRequired',
] as const;
export type AppointmentError = (typeof APPOINTMENT_ERRORS)[number];
export type AppointmentErrors = Partial<Record<AppointmentField, AppointmentError>>;

export const NAME_MAX_LENGTH = 100;
export const AGE_MAX = 120;
/** Morning ends and afternoon starts at 1 PM. */
export const MIDDAY = '13:00';

export const VISIT_TYPES = ['first', 'follow-up'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export type SlotId = 'morning' | 'afternoon';
export interface TimeSlot {
  id: SlotId;
  /** 24-hour 'HH:MM'. */
  from: string;
  to: string;
}

/** Morning and afternoon within the opening hours (a slot outside them is dropped). */
export function timeSlots(opens: string, closes: string): TimeSlot[] {
  const slots: TimeSlot[] = [
    { id: 'morning', from: opens, to: MIDDAY < closes ? MIDDAY : closes },
    { id: 'afternoon', from: MIDDAY > opens ? MIDDAY : opens, to: closes },
  ];
  return slots.filter((slot) => slot.from < slot.to);
}

/** '13:00' -> '1:00 PM'. */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '13:00' -> '1', '09:30' -> '9:30': the hour as said before "बजे" (the slot's name tells morning from afternoon). */
export function formatClockHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return m ? `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}` : String(((h + 11) % 12) + 1);
}

/** How each language writes a slot's ends: '1:00 PM' in English, '1' before "बजे" in Hindi. */
const slotClock: Record<Locale, (time: string) => string> = { en: formatClock, hi: formatClockHour };

/** 'Afternoon (1:00 PM to 5:00 PM)', 'दोपहर (1 से 5 बजे तक)'. */
export function slotLabel(slot: TimeSlot, locale: Locale, text: Pick<Dictionary['appointment']['form'], 'slotRange' | 'slots'>): string {
  const clock = slotClock[locale];
  return format(text.slotRange, { name: text.slots[slot.id], from: clock(slot.from), to: clock(slot.to) });
}

/** The range of dates a visitor may ask for: today to APPOINTMENT_MAX_DAYS_AHEAD days ahead. */
export function dateRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, APPOINTMENT_MAX_DAYS_AHEAD) };
}

export interface AppointmentRules {
  /** The visitor's local date, 'YYYY-MM-DD'. */
  today: string;
  /** The visitor's local time, 'HH:MM' (a slot that has ended today cannot be chosen). */
  now: string;
  branches: readonly string[];
  reasons: readonly string[];
  slots: readonly TimeSlot[];
}

export function validateName(value: string): AppointmentError | undefined {
  const name = value.trim();
  if (!name) return 'nameRequired';
  if (name.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

export function validateMobile(value: string): AppointmentError | undefined {
  if (!value.trim()) return 'mobileRequired';
  return normalizeMobile(value) ? undefined : 'mobileInvalid';
}

export function validateAge(value: string): AppointmentError | undefined {
  const age = value.trim();
  if (!age) return 'ageRequired';
  if (!/^\d{1,3}$/.test(age) || Number(age) > AGE_MAX) return 'ageInvalid';
  return undefined;
}

function validateChoice(value: string, allowed: readonly string[], error: AppointmentError): AppointmentError | undefined {
  return allowed.includes(value) ? undefined : error;
}

export function validateDate(value: string, today: string): AppointmentError | undefined {
  if (!value) return 'dateRequired';
  if (!parseIsoDate(value)) return 'dateInvalid';
  const ahead = daysBetween(today, value);
  if (ahead < 0) return 'datePast';
  if (ahead > APPOINTMENT_MAX_DAYS_AHEAD) return 'dateTooFar';
  if (weekdayOf(value) === 0) return 'dateSunday';
  return undefined;
}

export function validateTime(value: string, date: string, rules: Pick<AppointmentRules, 'today' | 'now' | 'slots'>): AppointmentError | undefined {
  const slot = rules.slots.find((s) => s.id === value);
  if (!slot) return 'timeRequired';
  if (date === rules.today && rules.now >= slot.to) return 'timePassed';
  return undefined;
}

/** Every bad field with its error, in form order (the first key is the field to focus). */
export function validateAppointment(values: AppointmentValues, rules: AppointmentRules): AppointmentErrors {
  const checks: [AppointmentField, AppointmentError | undefined][] = [
    ['patient_name', validateName(values.patient_name)],
    ['mobile', validateMobile(values.mobile)],
    ['age', validateAge(values.age)],
    ['branch', validateChoice(values.branch, rules.branches, 'branchRequired')],
    ['reason', validateChoice(values.reason, rules.reasons, 'reasonRequired')],
    ['preferred_date', validateDate(values.preferred_date, rules.today)],
    ['preferred_time', validateTime(values.preferred_time, values.preferred_date, rules)],
    ['visit_type', validateChoice(values.visit_type, VISIT_TYPES, 'visitTypeRequired')],
    ['message', isMessageTooLong(values.message) ? 'messageTooLong' : undefined],
    ['consent', values.consent ? undefined : 'consentRequired'],
  ];
  const errors: AppointmentErrors = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export function firstInvalidField(errors: AppointmentErrors): AppointmentField | undefined {
  return APPOINTMENT_FIELDS.find((field) => errors[field]);
}

// The reference generator is shared with the contact form; re-exported where the form's rules live.
export { referenceNumber, REFERENCE_PATTERN } from './reference';

type FormText = Dictionary['appointment']['form'];

/** What the summary needs from the dictionary (appointment.summary and appointment.form). */
export interface SummaryText extends Pick<FormText, 'labels' | 'slots' | 'visitTypes' | 'consentGiven'> {
  heading: string;
  reference: string;
  /** Display names by the value the form sends (branch and reason: English names; doctor: slug). */
  choices?: Partial<Record<'branch' | 'reason' | 'doctor', Record<string, string>>>;
  /** The visitor's language, so staff answer in it: ['Language', 'Hindi (हिन्दी)']. */
  language?: readonly [label: string, value: string];
  /** A valid ISO date in words ('गुरुवार, 12 मार्च 2026'), shown after the ISO date. */
  dateInWords?: (iso: string) => string;
}

/** Everything typed, as plain text for the WhatsApp and e-mail fallbacks. */
export function appointmentSummary(values: AppointmentValues, reference: string, text: SummaryText): string {
  const named = (field: 'branch' | 'reason' | 'doctor') => text.choices?.[field]?.[values[field]] ?? values[field];
  const date = values.preferred_date;
  const shown: Record<AppointmentField, string> = {
    ...values,
    branch: named('branch'),
    reason: named('reason'),
    doctor: named('doctor'),
    preferred_date: text.dateInWords && parseIsoDate(date) ? `${date} (${text.dateInWords(date)})` : date,
    preferred_time: text.slots[values.preferred_time as SlotId] ?? values.preferred_time,
    visit_type: text.visitTypes[values.visit_type as VisitType] ?? values.visit_type,
    consent: values.consent ? text.consentGiven : '',
  };
  return requestSummary(text.heading, [
    [text.reference, reference],
    ...(text.language ? [text.language] : []),
    ...APPOINTMENT_FIELDS.map((field) => [text.labels[field], shown[field]] as const),
  ]);
}

/**
 * The choices a link may make for the visitor (a doctor's page links to
 * `/appointment/?branch=<branch id>&doctor=<doctor slug>`): known values only, anything else is ignored.
 * The branch becomes the value the form sends for it (its English name, whatever the page's language).
 */
export function prefillFromQuery(
  search: string,
  branches: readonly { id: string; value: string }[],
  doctorSlugs: readonly string[],
): Partial<Pick<AppointmentValues, 'branch' | 'doctor'>> {
  const query = new URLSearchParams(search);
  const branch = branches.find((b) => b.id === query.get('branch'))?.value;
  const doctor = doctorSlugs.find((slug) => slug === query.get('doctor'));
  return { ...(branch && { branch }), ...(doctor && { doctor }) };
}
