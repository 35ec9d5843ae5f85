import { blogPath } from '../config/blog';
import { site } from '../config/site';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  items: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The header navigation, desktop and mobile alike. */
export const mainNav: readonly NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'Konsultasi', href: '/konsultasi-migran' },
  { label: 'Pesan Tiket', href: '/pesan-tiket' },
  {
    label: 'Layanan',
    items: [
      { label: 'Layanan Perlindungan', href: '/layanan-perlindungan' },
      { label: 'Pengurusan Dokumen', href: '/pengurusan-dokumen' },
    ],
  },
  { label: 'Blog', href: site.blogUrl, external: true },
  { label: 'Kontak', href: '/#kontak' },
];

/** The footer's quick links. */
export const quickLinks: readonly NavLink[] = [
  { label: 'Beranda', href: '/' },
  { label: 'Konsultasi Migran', href: '/konsultasi-migran' },
  { label: 'Pesan Tiket', href: '/pesan-tiket' },
  { label: 'Blog', href: blogPath },
  { label: 'Kontak', href: '/#kontak' },
];
