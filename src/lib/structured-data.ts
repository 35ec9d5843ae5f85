import { editedAfter } from './article-date';
import { defaultSocialImage, logoIcon } from '../config/seo';
import { site } from '../config/site';
import type { Article } from './articles/client';

export type JsonLd = Record<string, unknown>;

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as JSON
 * unicode escapes, so no title or summary can close the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const organizationId = (siteUrl: URL) => new URL('/#organisasi', siteUrl).href;

/** The business as search engines show it: a professional service in Ponorogo, open 24/7. */
export function businessJsonLd(siteUrl: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(siteUrl),
    name: site.name,
    description: site.description,
    url: new URL('/', siteUrl).href,
    logo: new URL(logoIcon.path, siteUrl).href,
    image: new URL(defaultSocialImage.path, siteUrl).href,
    telephone: `+${site.phone.international}`,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: everyDay,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  };
}

export function blogPostingJsonLd(
  article: Pick<Article, 'title' | 'summary' | 'author' | 'category'> & {
    published_at: Date;
    updated_at?: Date | null;
  },
  { url, image, siteUrl }: { url: string; image: string; siteUrl: URL },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.category ? { articleSection: article.category } : {}),
    image,
    url,
    mainEntityOfPage: url,
    inLanguage: 'id-ID',
    datePublished: article.published_at.toISOString(),
    dateModified: (
      editedAfter(article.published_at, article.updated_at) ?? article.published_at
    ).toISOString(),
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: site.name, '@id': organizationId(siteUrl) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: site.name,
      logo: { '@type': 'ImageObject', url: new URL(logoIcon.path, siteUrl).href },
    },
  };
}
