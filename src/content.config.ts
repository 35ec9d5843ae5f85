import { defineCollection, z } from 'astro:content';
import { backendConfig } from './config/backend';
import { articlesLoader } from './loaders/articles';
import { slugPattern } from './lib/article-path';

const articles = defineCollection({
  loader: articlesLoader(() => backendConfig({ ...import.meta.env, ...process.env })),
  schema: z.object({
    id: z.number().int(),
    slug: z.string().regex(slugPattern),
    title: z.string().min(1),
    thumbnail_url: z.string().url().nullable(),
    alt_text: z.string().nullable(),
    summary: z.string().nullable(),
    category: z.string().nullable(),
    author: z.string().nullable(),
    published_at: z.coerce.date(),
    updated_at: z.coerce.date().nullable(),
    /** thumbnail_url, else the first image of the content, else the default image. */
    cardImage: z.string(),
  }),
});

export const collections = { articles };
