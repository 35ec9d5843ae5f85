import { useEffect, useRef, type KeyboardEvent } from 'react';
import { isNavGroup, mainNav, type NavEntry, type NavGroup, type NavLink } from '../data/nav';
import { useDetails } from '../hooks/use-details';
import { freeConsultationUrl } from '../lib/links';
import { normalizePath } from '../lib/page-path';

interface MenuProps {
  entries: readonly NavEntry[];
  currentPath: string;
  cta: { label: string; href: string };
}

/** The header's button: a chat with the business. */
const cta = { label: 'Konsultasi Gratis', href: freeConsultationUrl };

/** Everything but href, which stays literal on each anchor so linters see a real link. */
function linkProps(link: NavLink, currentPath: string) {
  return {
    ...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'aria-current':
      normalizePath(link.href) === normalizePath(currentPath) ? ('page' as const) : undefined,
  };
}

/**
 * What a `<summary>` needs to look and feel like the button it is: no disclosure triangle
 * (Safari and older Chromium draw one whatever its display), a button's cursor, no text selected
 * by a double click.
 */
const summaryButton = 'cursor-pointer select-none [&::-webkit-details-marker]:hidden';

/**
 * Desktop dropdown: a `<details>`, so a click, Enter or Space opens it before the code arrives;
 * the code adds ArrowDown to open it, the arrows between its links, and Escape, a click elsewhere
 * or leaving it to close it.
 */
function Dropdown({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const { ref: root, isOpen, setOpen } = useDetails();
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (isOpen() && !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, isOpen, setOpen]);

  const links = () => [
    ...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      setOpen(false);
      summary.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => links()[(index + 1) % Math.max(links().length, 1)]?.focus());
    } else if (event.key === 'ArrowUp' && isOpen()) {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    }
  };

  const active = group.items.some(
    (item) => normalizePath(item.href) === normalizePath(currentPath),
  );
  return (
    <details
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        ref={summary}
        onKeyDown={onKeyDown}
        className={`nav-link flex items-center gap-1 ${summaryButton} ${active ? 'text-brand-700' : ''}`}
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <ul className="absolute left-0 top-full mt-2 w-60 rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
        {group.items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              {...linkProps(item, currentPath)}
              data-menu-link
              onClick={() => setOpen(false)}
              onKeyDown={onKeyDown}
              className="block px-4 py-2 text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Both icons and both names are in the page: CSS shows the pair for the state, with no script. */
function MenuIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The mobile menu: a `<details>`, so the first tap opens it before the code arrives; the code
 * closes it on Escape, on a link, on a jump within the page, on history navigation and when the
 * window grows to the desktop layout.
 */
function MobileMenu({ entries, currentPath, cta }: MenuProps) {
  const { ref, isOpen, setOpen } = useDetails();
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    const close = () => setOpen(false);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        summary.current?.focus();
      }
    };
    const desktop = window.matchMedia('(min-width: 1024px)');
    window.addEventListener('hashchange', close);
    window.addEventListener('popstate', close);
    window.addEventListener('pagehide', close);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', close);
    return () => {
      window.removeEventListener('hashchange', close);
      window.removeEventListener('popstate', close);
      window.removeEventListener('pagehide', close);
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', close);
    };
  }, [isOpen, setOpen]);

  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        ref={summary}
        className={`flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 ${summaryButton}`}
      >
        <span className="sr-only group-open:hidden">Buka menu</span>
        <span className="sr-only hidden group-open:block">Tutup menu</span>
        <MenuIcon path="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
        <MenuIcon path="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
      </summary>

      <nav
        aria-label="Navigasi seluler"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          {entries.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label}>
                <p className="px-3 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {entry.label}
                </p>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        {...linkProps(item, currentPath)}
                        onClick={() => setOpen(false)}
                        className="mobile-link pl-6"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  {...linkProps(entry, currentPath)}
                  onClick={() => setOpen(false)}
                  className="mobile-link"
                >
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
        <a
          href={cta.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpen(false)}
          className="btn-whatsapp mt-4 w-full"
        >
          {cta.label}
        </a>
      </nav>
    </details>
  );
}

/**
 * The header navigation. Rendered to static HTML at build time, so every link works before
 * (and without) hydration, and the dropdown and the mobile menu open and close natively;
 * hydration adds the keys and the closing described on each.
 */
export default function HeaderNav({ currentPath }: { currentPath: string }) {
  // The entries and the button come with the island's code, not as props: in every page's HTML
  // they were 1.6 KB of escaped JSON in the first response (issue 36).
  const entries = mainNav;
  return (
    <>
      <nav aria-label="Navigasi utama" className="hidden items-center gap-1 lg:flex">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <Dropdown key={entry.label} group={entry} currentPath={currentPath} />
          ) : (
            <a
              key={entry.href}
              href={entry.href}
              {...linkProps(entry, currentPath)}
              className="nav-link"
            >
              {entry.label}
            </a>
          ),
        )}
        <a href={cta.href} target="_blank" rel="noopener noreferrer" className="btn-whatsapp ml-3">
          {cta.label}
        </a>
      </nav>
      <MobileMenu entries={entries} currentPath={currentPath} cta={cta} />
    </>
  );
}
