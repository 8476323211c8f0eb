'use client';
import { Link } from '@/components/ui/link';
import { ChevronDown } from '@/components/ui/icons/chevron-down';
import { Mail } from '@/components/ui/icons/mail';
import { Menu } from '@/components/ui/icons/menu';
import { Phone } from '@/components/ui/icons/phone';
import { Siren } from '@/components/ui/icons/siren';
import { X } from '@/components/ui/icons/x';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavSection } from '@/lib/navigation';
import { DESKTOP_MIN_WIDTH_PX } from '@/lib/constants';
import type { Dictionary } from '@/lib/i18n';
import { useScrollLock } from '@/components/ui/scroll-lock';
import { trapTab } from '@/components/ui/focus-trap';
import { buttonClass } from '@/components/ui/button-styles';

export type MobileMenuText = Pick<Dictionary['common']['nav'], 'openMenu' | 'closeMenu' | 'menuTitle' | 'contactUs' | 'appointment' | 'emergencyPage'>;

/** Sub-list heights: projects about 10rem, treatments about 15rem, both scrollable. */
const listHeight: Record<NavSection['id'], string> = {
  about: '',
  projects: 'max-h-40 overflow-y-auto',
  treatments: 'max-h-60 overflow-y-auto',
  patients: '',
};

/**
 * Slide-in side menu below 1024 px. Opening locks page scroll and moves focus in; a link,
 * Escape, the close button or widening the window closes it and gives focus back.
 * The panel exists only while open: it cannot open without scripts, and rendered closed it was
 * about 115 elements that every page sent and hydrated (its links are in the footer too).
 */
export function MobileMenu({
  sections,
  text,
  appointmentPath,
  emergencyPath,
  phone,
  email,
  languageSwitch,
}: {
  sections: NavSection[];
  text: MobileMenuText;
  appointmentPath: string;
  emergencyPath: string;
  phone: { display: string; tel: string };
  email: string;
  /** The link to this page in the other language. */
  languageSwitch: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavSection['id'] | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useScrollLock(open);

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    const onWide = () => wide.matches && setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    wide.addEventListener('change', onWide);
    window.addEventListener('resize', onWide);
    document.addEventListener('keydown', onKey);
    return () => {
      wide.removeEventListener('change', onWide);
      window.removeEventListener('resize', onWide);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={openButton}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        // Only while the menu exists: a reference to a missing id is invalid.
        aria-controls={open ? 'mobile-menu' : undefined}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
        <span className="sr-only">{text.openMenu}</span>
      </button>
      {open && <div className="fixed inset-0 z-50 bg-slate-950/50" aria-hidden="true" onClick={close} />}
      {open && (
        <div
          ref={panel}
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={text.menuTitle}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl dark:bg-slate-900"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <span className="text-lg font-semibold">{text.menuTitle}</span>
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-brand-50 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">{text.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={text.menuTitle} className="flex-1 px-2 py-2">
            <Link
              href={emergencyPath}
              onClick={close}
              className={buttonClass({ variant: 'danger', block: true, align: 'start', className: 'mx-3 mb-2' })}
              data-testid="menu-emergency"
            >
              <Siren aria-hidden="true" className="h-5 w-5" />
              {text.emergencyPage}
            </Link>
            <ul>
              {sections.map((section) => {
                const isOpen = expanded === section.id;
                return (
                  <li key={section.id} className="border-b border-slate-100 dark:border-slate-800">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={`mobile-${section.id}`}
                      onClick={() => setExpanded(isOpen ? null : section.id)}
                      className="flex w-full items-center justify-between px-3 py-3 text-left font-medium"
                    >
                      {section.label}
                      <ChevronDown aria-hidden="true" className={`h-5 w-5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                    </button>
                    <ul id={`mobile-${section.id}`} hidden={!isOpen} data-section={section.id} className={`pb-2 ${listHeight[section.id]}`}>
                      {section.items.map((item) => (
                        <li key={item.path}>
                          <Link
                            href={item.path}
                            onClick={close}
                            className="block rounded px-6 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800"
                          >
                            {item.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
            <Link
              href={appointmentPath}
              onClick={close}
              className={buttonClass({ variant: 'accent', block: true, className: 'mx-3 mt-4' })}
            >
              {text.appointment}
            </Link>
            {languageSwitch}
          </nav>
          <div className="border-t border-slate-200 px-5 py-4 text-sm dark:border-slate-700">
            <p className="mb-2 font-semibold">{text.contactUs}</p>
            <a href={phone.tel} className="flex min-h-9 items-center gap-2 hover:underline">
              <Phone aria-hidden="true" className="h-4 w-4" /> {phone.display}
            </a>
            <a href={`mailto:${email}`} className="flex min-h-9 items-center gap-2 hover:underline">
              <Mail aria-hidden="true" className="h-4 w-4" /> {email}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
