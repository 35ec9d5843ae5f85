import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { backendConfig } from './config/backend';
import { imageStepSettings } from './config/images';
import { builtArticleShape } from './loaders/article-schema';
import { articlesLoader } from './loaders/articles';

/** .env files and the environment; the environment wins, as in Vite. */
const env = () => ({ ...import.meta.env, ...process.env });

/** An image converted at build time (src/lib/picture.ts). */
const convertedImage = z.object({
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
/** With its 16:9 crop, where the build made one: an article's first picture shows it. */
const preparedImage = convertedImage.extend({ card: convertedImage.optional() });

const articles = defineCollection({
  loader: articlesLoader(
    () => backendConfig(env()),
    () => imageStepSettings(env()),
  ),
  schema: z.object({
    ...builtArticleShape,
    /** thumbnail_url, else the first image of the content, else the default image. */
    cardImage: z.string(),
    /** cardImage and thumbnail_url served from the site, when the build could fetch them. */
    cardPicture: preparedImage.nullable(),
    heroPicture: preparedImage.nullable(),
  }),
});

export const collections = { articles };
