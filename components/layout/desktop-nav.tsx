'use client';
import { Link } from '@/components/ui/link';
import { ChevronDown } from '@/components/ui/icons/chevron-down';
import { useEffect, useRef, useState } from 'react';
import type { NavSection } from '@/lib/navigation';

/** Desktop dropdowns: open by click or keyboard, close on Escape, outside click or following a link. */
export function DesktopNav({ sections, label }: { sections: NavSection[]; label: string }) {
  const [openId, setOpenId] = useState<NavSection['id'] | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-section="${openId}"]`);
      setOpenId(null);
      button?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openId]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {sections.map((section) => {
          const open = openId === section.id;
          const menuId = `nav-menu-${section.id}`;
          return (
            <li
              key={section.id}
              className="relative"
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
              }}
            >
              <button
                type="button"
                data-section={section.id}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => setOpenId(open ? null : section.id)}
                className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap text-slate-800 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-brand-200"
              >
                {section.label}
                <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              <ul
                id={menuId}
                hidden={!open}
                className="absolute left-0 top-full z-50 mt-1 max-h-[70vh] w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
              >
                {section.items.map((item) => (
                  <li key={item.path}>
                    <Link
                      href={item.path}
                      onClick={() => setOpenId(null)}
                      className="block px-4 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200"
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
    </nav>
  );
}
