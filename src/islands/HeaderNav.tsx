import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isNavGroup, type NavEntry, type NavGroup, type NavLink } from '../data/nav';
import { normalizePath } from '../lib/page-path';

interface Props {
  entries: readonly NavEntry[];
  currentPath: string;
  cta: { label: string; href: string };
}

/** Everything but href, which stays literal on each anchor so linters see a real link. */
function linkProps(link: NavLink, currentPath: string) {
  return {
    ...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'aria-current':
      normalizePath(link.href) === normalizePath(currentPath) ? ('page' as const) : undefined,
  };
}

/** Desktop dropdown: opens by click, Enter, Space or ArrowDown; Escape and leaving close it. */
function Dropdown({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [
    ...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => links()[(index + 1) % Math.max(links().length, 1)]?.focus());
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    }
  };

  const active = group.items.some(
    (item) => normalizePath(item.href) === normalizePath(currentPath),
  );
  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
        className={`nav-link inline-flex items-center gap-1 ${active ? 'text-brand-700' : ''}`}
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full mt-2 w-60 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
      >
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
    </div>
  );
}

/**
 * The header navigation. Rendered to static HTML at build time, so every link works before
 * (and without) hydration; hydration adds the dropdown and the mobile menu.
 */
export default function HeaderNav({ entries, currentPath, cta }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
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
  }, [open]);

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

      <button
        ref={toggle}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Tutup menu' : 'Buka menu'}
        onClick={() => setOpen(!open)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <nav
        id={panelId}
        aria-label="Navigasi seluler"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg lg:hidden"
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
    </>
  );
}
