/**
 * Every query of the articles and their revisions, in one place: the only code that talks to
 * those tables. This index is for the build and the tests; the browser's islands import the one
 * module they need, so that their chunk carries nothing else.
 */
export * from './client';
export * from './list-articles';
export * from './write-article';
export * from './revisions';
export * from './admin-list';
export type { EditableField } from '../article-fields';
