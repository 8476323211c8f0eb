import { PageHeader } from '@/components/ui/page-header';
import { reachUsContact } from '@/components/forms/reach-us-contact';
import { slotLabel, timeSlots } from '@/lib/appointment';
import { getContent } from '@/lib/content';
import { env } from '@/lib/env';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { visitorLanguage } from '@/lib/validation';
import { AppointmentForm, type Choice } from './appointment-form';
import { EmergencyNotice } from './emergency-notice';
import { MonthCalendar } from './month-calendar';

/**
 * The choices of the form in the page's language. What is sent stays what staff read in the
 * hospital's EmailJS template in every language: the branch's and reason's English names, the
 * doctor's slug.
 */
function choices(locale: Locale) {
  const { branches, treatments, doctors } = getContent(locale);
  const english = getContent('en');
  const englishForm = getDictionary('en').appointment.form;
  const form = getDictionary(locale).appointment.form;
  const branchValue = (id: string) => english.branches.find((b) => b.id === id)!.name;
  return {
    branches: branches.map((b) => ({ id: b.id, value: branchValue(b.id), label: b.name })),
    reasons: [
      ...treatments.map((t): Choice => ({ value: t.slug, label: t.name })),
      { value: englishForm.generalCheckup, label: form.generalCheckup },
      { value: englishForm.other, label: form.other },
    ],
    doctors: doctors.map((d): Choice => ({ value: d.slug, label: d.name })),
  };
}

export function AppointmentPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.appointment;
  const emailJs = env.emailJs;
  const content = getContent(locale);
  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.appointment(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {/* The calendar is a large-screen aid; phones get the date picker in the form. */}
        <div className="hidden lg:block">
          <MonthCalendar text={t.calendar} localeTag={localeTag(locale)} />
        </div>
        <div className="space-y-8">
          <EmergencyNotice text={t.emergency} hours={content.hours.emergency} />
          <section aria-labelledby="appointment-form-title">
            <h2 id="appointment-form-title" className="mb-4 text-2xl font-semibold">
              {t.form.title}
            </h2>
            <AppointmentForm
              text={t}
              emailJs={emailJs ? { serviceId: emailJs.serviceId, templateId: emailJs.appointmentTemplateId, publicKey: emailJs.publicKey } : undefined}
              forms={dict.forms}
              contact={reachUsContact()}
              {...choices(locale)}
              slots={timeSlots(content.hours.opens, content.hours.closes).map((slot) => ({ ...slot, label: slotLabel(slot, locale, t.form) }))}
              localeTag={localeTag(locale)}
              language={{ label: dict.forms.language, value: visitorLanguage(locale) }}
            />
          </section>
        </div>
      </div>
    </>
  );
}
