import { conflict, notFound } from '../../platform/errors/app-error.ts';

/** A section name is unique in its company. */
export const nameTaken = () =>
  conflict('A section with this name exists already.', [
    { path: 'body.name', message: 'is already used by another section' },
  ]);
export const sectionNotFound = () => notFound('The section');
