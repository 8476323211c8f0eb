'use client';
import { CalendarCheck } from '@/components/ui/icons/calendar-check';
import { startTransition, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CharacterCount } from '@/components/forms/character-count';
import { useFormSend, type EmailJsPublicConfig } from '@/components/forms/email-send';
import { ReachUsNotice, ReferenceNumber, SendFailure, type ReachUsContact } from '@/components/forms/reach-us';
import { OutboxStatus } from '@/components/forms/outbox-status';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  APPOINTMENT_FIELDS,
  VISIT_TYPES,
  appointmentSummary,
  dateRange,
  emptyAppointment,
  firstInvalidField,
  prefillFromQuery,
  referenceNumber,
  validateAppointment,
  type AppointmentErrors,
  type AppointmentField,
  type AppointmentRules,
  type AppointmentValues,
  type TimeSlot,
} from '@/lib/appointment';
import { formatIsoDay, toIsoDate } from '@/lib/calendar';
import { APPOINTMENT_MAX_DAYS_AHEAD } from '@/lib/constants';
import { buttonClass } from '@/components/ui/button-styles';
import { format, type Dictionary } from '@/lib/i18n';
import { LANGUAGE_FIELD, MESSAGE_MAX_LENGTH } from '@/lib/validation';
import { useToday } from './use-today';

type Text = Dictionary['appointment'];

/** An option of a select: `value` is what the hospital receives, `label` what the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

const sentValues = (list: Choice[]) => list.map((c) => c.value);
const labelsByValue = (list: Choice[]) => Object.fromEntries(list.map((c) => [c.value, c.label]));

/** The requested day in the confirmation and the fallback text: 'गुरुवार, 12 मार्च 2026'. */
const DAY_IN_WORDS: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 dark:bg-slate-800 dark:text-white aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400 border-slate-400 dark:border-slate-500';

const id = (field: AppointmentField) => `appointment-${field}`;
/** Radio groups are focused on their first option. */
const focusId = (field: AppointmentField) => (field === 'preferred_time' || field === 'visit_type' ? `${id(field)}-0` : id(field));

function clockNow(moment: Date): string {
  return `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
}

/** What was typed or chosen in the server-rendered form before the script ran. */
function typedBeforeHydration(form: HTMLFormElement): Partial<AppointmentValues> {
  const typed: Partial<Record<AppointmentField, string | boolean>> = {};
  for (const field of APPOINTMENT_FIELDS) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) typed[field] = true;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement || control instanceof RadioNodeList) {
      if (control.value) typed[field] = control.value;
    }
  }
  return typed as Partial<AppointmentValues>;
}

/**
 * The appointment REQUEST form (README, Decisions): checks every field with lib/appointment.ts,
 * sends with EmailJS, shows a reference number on success, and on failure keeps every value and
 * shows the reference with WhatsApp, e-mail and call links carrying everything typed. Choices read
 * in the page's language but send the values staff know (see `Choice`), with the visitor's language. A link may
 * choose the branch and doctor (`?branch=<id>&doctor=<slug>`). Until its script runs it cannot
 * send (no field may ever travel in a URL) and says how else to reach the hospital.
 */
export function AppointmentForm({ text, forms, emailJs, contact, branches, doctors, reasons, slots, localeTag, language }: {
  text: Text;
  forms: Dictionary['forms'];
  emailJs?: EmailJsPublicConfig;
  contact: ReachUsContact;
  branches: (Choice & { id: string })[];
  doctors: Choice[];
  reasons: Choice[];
  /** Morning and afternoon, each with its label in the page's language. */
  slots: (TimeSlot & { label: string })[];
  /** BCP 47 tag of the page, for dates in words. */
  localeTag: string;
  /** The visitor's language as staff read it: sent with the request and in the fallbacks. */
  language: { label: string; value: string };
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<AppointmentValues>(emptyAppointment);
  const [errors, setErrors] = useState<AppointmentErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const { status, send, reset } = useFormSend(emailJs, 'Appointment request', 'appointment');
  const ready = useHydrated();
  const today = useToday();
  const range = today ? dateRange(today) : undefined;
  const t = text.form;

  useEffect(() => {
    const chosen = prefillFromQuery(window.location.search, branches, sentValues(doctors));
    // What a visitor typed before the script ran wins over the link's choices.
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : {};
    // A transition: React re-renders the whole form in slices between frames instead of one long
    // task right after hydration. A key pressed meanwhile still wins: React applies updates in the
    // order they were made, and this one came first.
    startTransition(() => setValues((current) => ({ ...current, ...chosen, ...typed })));
    // Once, on arrival: later edits are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rulesAt = (moment: Date): AppointmentRules => ({ today: toIsoDate(moment), now: clockNow(moment), branches: sentValues(branches), reasons: sentValues(reasons), slots });

  const update = <K extends AppointmentField>(field: K, value: AppointmentValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the corrections as they are typed.
    if (attempted) setErrors(validateAppointment(next, rulesAt(new Date())));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const rules = rulesAt(new Date());
    const found = validateAppointment(values, rules);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) {
      document.getElementById(focusId(first))?.focus();
      return;
    }
    // One reference per request: a retry after a failure keeps the number already shown in the fallbacks.
    const ref = reference ?? referenceNumber(rules.today);
    // The hidden reference field must be in the DOM before EmailJS reads the form.
    flushSync(() => setReference(ref));
    if ((await send(formRef.current!)) === 'sent') requestAnimationFrame(() => successRef.current?.focus());
  };

  const startOver = () => {
    setValues(emptyAppointment);
    setErrors({});
    setAttempted(false);
    setReference(null);
    reset();
  };

  const choiceLabels = { branch: labelsByValue(branches), reason: labelsByValue(reasons), doctor: labelsByValue(doctors) };
  const dateInWords = (iso: string) => formatIsoDay(iso, localeTag, DAY_IN_WORDS);

  if (status === 'sent' && reference) {
    const slot = slots.find((s) => s.id === values.preferred_time);
    return (
      <div role="status" className="rounded-lg border border-green-700 bg-green-50 p-6 text-slate-900 dark:border-green-400 dark:bg-slate-900 dark:text-white" data-testid="appointment-success">
        <h3 ref={successRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
          <CalendarCheck aria-hidden="true" className="h-6 w-6 text-green-700 dark:text-green-400" />
          {text.success.title}
        </h3>
        <ReferenceNumber label={text.success.reference} value={reference} />
        <p className="mt-3" data-testid="appointment-requested">
          {format(text.success.requested, {
            date: dateInWords(values.preferred_date),
            time: slot?.label ?? values.preferred_time,
            branch: choiceLabels.branch[values.branch] ?? values.branch,
          })}
        </p>
        <p className="mt-3">{text.success.text}</p>
        <button type="button" onClick={startOver} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-5' })}>
          {text.success.another}
        </button>
      </div>
    );
  }

  const messageFor = (field: AppointmentField) => {
    const code = errors[field];
    return code ? format(text.errors[code], { days: APPOINTMENT_MAX_DAYS_AHEAD, max: MESSAGE_MAX_LENGTH }) : undefined;
  };
  const hintFor = (field: AppointmentField) =>
    field === 'mobile' ? t.hints.mobile : field === 'preferred_date' ? format(t.hints.preferred_date, { days: APPOINTMENT_MAX_DAYS_AHEAD }) : undefined;
  /** aria wiring shared by every control of a field. */
  const described = (field: AppointmentField) => {
    const ids = [hintFor(field) && `${id(field)}-hint`, field === 'message' && `${id(field)}-count`, errors[field] && `${id(field)}-error`].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined };
  };

  const summary = reference
    ? appointmentSummary(values, reference, {
        heading: text.summary.heading,
        reference: text.summary.reference,
        labels: t.labels,
        slots: t.slots,
        visitTypes: t.visitTypes,
        consentGiven: t.consentGiven,
        choices: choiceLabels,
        language: [language.label, language.value],
        dateInWords,
      })
    : '';

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'} className="grid gap-5 sm:grid-cols-2" data-testid="appointment-form">
      <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">{t.required}</p>
      <input type="hidden" name="reference" value={reference ?? ''} />
      <input type="hidden" name={LANGUAGE_FIELD} value={language.value} />

      <Field field="patient_name" label={t.labels.patient_name} required hint={hintFor('patient_name')} error={messageFor('patient_name')}>
        <input id={id('patient_name')} name="patient_name" type="text" autoComplete="name" value={values.patient_name} onChange={(e) => update('patient_name', e.target.value)} className={control} {...described('patient_name')} />
      </Field>
      <Field field="mobile" label={t.labels.mobile} required hint={hintFor('mobile')} error={messageFor('mobile')}>
        <input id={id('mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel" value={values.mobile} onChange={(e) => update('mobile', e.target.value)} className={control} {...described('mobile')} />
      </Field>
      <Field field="age" label={t.labels.age} required error={messageFor('age')}>
        <input id={id('age')} name="age" type="text" inputMode="numeric" maxLength={3} value={values.age} onChange={(e) => update('age', e.target.value)} className={control} {...described('age')} />
      </Field>
      <Field field="branch" label={t.labels.branch} required error={messageFor('branch')}>
        <select id={id('branch')} name="branch" value={values.branch} onChange={(e) => update('branch', e.target.value)} className={control} {...described('branch')}>
          <option value="">{t.choose}</option>
          {branches.map((branch) => (
            <option key={branch.value} value={branch.value}>
              {branch.label}
            </option>
          ))}
        </select>
      </Field>
      <Field field="reason" label={t.labels.reason} required error={messageFor('reason')}>
        <select id={id('reason')} name="reason" value={values.reason} onChange={(e) => update('reason', e.target.value)} className={control} {...described('reason')}>
          <option value="">{t.choose}</option>
          {reasons.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
      </Field>
      <Field field="preferred_date" label={t.labels.preferred_date} required hint={hintFor('preferred_date')} error={messageFor('preferred_date')}>
        <input id={id('preferred_date')} name="preferred_date" type="date" min={range?.min} max={range?.max} value={values.preferred_date} onChange={(e) => update('preferred_date', e.target.value)} className={control} {...described('preferred_date')} />
      </Field>

      <Choices field="preferred_time" legend={t.labels.preferred_time} error={messageFor('preferred_time')} value={values.preferred_time} onChange={(v) => update('preferred_time', v)} described={described('preferred_time')}
        options={slots.map((slot) => ({ value: slot.id, label: slot.label }))} />
      <Choices field="visit_type" legend={t.labels.visit_type} error={messageFor('visit_type')} value={values.visit_type} onChange={(v) => update('visit_type', v)} described={described('visit_type')}
        options={VISIT_TYPES.map((type) => ({ value: type, label: t.visitTypes[type] }))} />

      <Field field="doctor" label={t.labels.doctor} wide>
        <select id={id('doctor')} name="doctor" value={values.doctor} onChange={(e) => update('doctor', e.target.value)} className={control}>
          <option value="">{t.anyDoctor}</option>
          {doctors.map((doctor) => (
            <option key={doctor.value} value={doctor.value}>
              {doctor.label}
            </option>
          ))}
        </select>
      </Field>

      <Field field="message" label={t.labels.message} error={messageFor('message')} wide>
        <textarea id={id('message')} name="message" rows={4} value={values.message} onChange={(e) => update('message', e.target.value)} className={control} {...described('message')} />
        <CharacterCount id={`${id('message')}-count`} length={values.message.length} text={forms.message} explainOver={false} />
      </Field>

      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input id={id('consent')} name="consent" type="checkbox" value="yes" checked={values.consent} onChange={(e) => update('consent', e.target.checked)} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...described('consent')} />
          <label htmlFor={id('consent')}>
            {t.consent} <span aria-hidden="true">*</span>
          </label>
        </div>
        <ErrorText field="consent" message={messageFor('consent')} />
      </div>

      <div className="sm:col-span-2">
        <button type="submit" disabled={!ready || status === 'sending'} className={buttonClass({ size: 'lg', className: 'disabled:cursor-wait disabled:opacity-70' })}>
          <CalendarCheck aria-hidden="true" className="h-5 w-5" />
          {status === 'sending' ? t.sending : t.submit}
        </button>
      </div>

      {status === 'failed' && reference && (
        <SendFailure
          title={text.failure.title}
          text={text.failure.text}
          reference={{ label: text.success.reference, value: reference }}
          fallbacks={forms.fallbacks}
          contact={contact}
          message={{ subject: format(text.summary.subject, { reference }), body: summary }}
          testId="appointment"
        />
      )}
      <OutboxStatus kind="appointment" />
      <ReachUsNotice ready={ready} text={forms} contact={contact} testId="appointment" />
    </form>
  );
}

function ErrorText({ field, message }: { field: AppointmentField; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id(field)}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300" data-error-for={field}>
      {message}
    </p>
  );
}

function Field({ field, label, required, hint, error, wide, children }: { field: AppointmentField; label: string; required?: boolean; hint?: string; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id(field)} className="block font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id(field)}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      <ErrorText field={field} message={error} />
    </div>
  );
}

function Choices({ field, legend, options, value, onChange, error, described }: {
  field: AppointmentField;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  described: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  return (
    <fieldset>
      <legend className="font-medium">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1 space-y-1">
        {options.map((option, i) => (
          <label key={option.value} htmlFor={`${id(field)}-${i}`} className="flex items-center gap-3 py-1">
            <input id={`${id(field)}-${i}`} type="radio" name={field} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="h-5 w-5 accent-brand-700" {...described} />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText field={field} message={error} />
    </fieldset>
  );
}
