import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { backendConfig } from './config/backend';
import { imageStepSettings } from './config/images';
import { articlesLoader } from './loaders/articles';
import { slugPattern } from './lib/article-path';

/** .env files and the environment; the environment wins, as in Vite. */
const env = () => ({ ...import.meta.env, ...process.env });

/** An image converted at build time (src/lib/picture.ts). */
const preparedImage = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  formats: z
    .array(
      z.object({
        format: z.enum(['avif', 'webp', 'jpeg', 'png']),
        variants: z.array(z.object({ src: z.string(), width: z.number().int().positive() })).min(1),
      }),
    )
    .min(1),
});

const articles = defineCollection({
  loader: articlesLoader(
    () => backendConfig(env()),
    () => imageStepSettings(env()),
  ),
  schema: z.object({
    id: z.number().int(),
    slug: z.string().regex(slugPattern),
    title: z.string().min(1),
    thumbnail_url: z.url().nullable(),
    alt_text: z.string().nullable(),
    summary: z.string().nullable(),
    category: z.string().nullable(),
    author: z.string().nullable(),
    published_at: z.coerce.date(),
    updated_at: z.coerce.date().nullable(),
    /** thumbnail_url, else the first image of the content, else the default image. */
    cardImage: z.string(),
    /** cardImage and thumbnail_url served from the site, when the build could fetch them. */
    cardPicture: preparedImage.nullable(),
    heroPicture: preparedImage.nullable(),
  }),
});

export const collections = { articles };
