/** The address of an article page, /blog/{slug}; the slug is group 1. */
export const articlePath = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
