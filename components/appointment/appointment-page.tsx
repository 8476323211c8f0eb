import { PageHeader } from '@/components/ui/page-header';
import { reachUsContact } from '@/components/forms/reach-us-contact';
import { doctors } from '@/content/doctors';
import { branches, hours } from '@/content/site';
import { treatmentNames } from '@/content/treatments';
import { timeSlots } from '@/lib/appointment';
import { env } from '@/lib/env';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { AppointmentForm } from './appointment-form';
import { EmergencyNotice } from './emergency-notice';
import { MonthCalendar } from './month-calendar';

export function AppointmentPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.appointment;
  const emailJs = env.emailJs;
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
          <EmergencyNotice text={t.emergency} />
          <section aria-labelledby="appointment-form-title">
            <h2 id="appointment-form-title" className="mb-4 text-2xl font-semibold">
              {t.form.title}
            </h2>
            <AppointmentForm
              text={t}
              emailJs={emailJs ? { serviceId: emailJs.serviceId, templateId: emailJs.appointmentTemplateId, publicKey: emailJs.publicKey } : undefined}
              forms={dict.forms}
              contact={reachUsContact()}
              branches={branches.map(({ id, name }) => ({ id, name }))}
              doctors={doctors.map(({ slug, name }) => ({ slug, name }))}
              reasons={[...treatmentNames, t.form.generalCheckup, t.form.other]}
              slots={timeSlots(hours.opens, hours.closes)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
