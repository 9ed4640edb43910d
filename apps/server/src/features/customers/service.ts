// What the customers feature offers the customers workflow (decision 075).
export { noteOf, saveNote } from './repository.ts';
