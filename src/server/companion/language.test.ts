// The yes a turn opens with, as the safety classifier reads it: gone, whatever follows.
import { describe, expect, it } from 'vitest';
import { withDroppedLetters, withoutLeadingYes } from './language.ts';

describe('withoutLeadingYes', () => {
  it.each([
    ['Sí, mis hijos viven lejos', 'mis hijos viven lejos'],
    ['Yes yes, I took them all', 'I took them all'],
    ['Oui. Je suis fatiguée de tout', 'Je suis fatiguée de tout'],
    ['yeah, no point going on', 'no point going on'],
  ])('reads "%s" as "%s"', (text, read) => {
    expect(withoutLeadingYes(text)).toBe(read);
  });

  it.each([
    // "Si" without the accent or a comma is "if"; "yesterday" is not yes; "no" keeps its meaning.
    'si no fuera por el gato ya lo habría hecho',
    'Yesterday I fell in the kitchen',
    'No point going on',
    'ouvrez la fenêtre',
  ])('keeps "%s" whole', (text) => {
    expect(withoutLeadingYes(text)).toBe(text);
  });
});

describe('letters and words dropped in speech', () => {
  it.each([
    ['call me ever morning at eight, ever day', 'call me every morning at eight, every day'],
    ["ever' mornin'", 'every morning'],
    ['whatever day suits', 'whatever day suits'],
    ['have you ever seen it', 'have you ever seen it'],
    ['thinkin about endin it', 'thinking about ending it'],
    ['you keep on callin', 'you keep on calling'],
    ['my cousin Robin came to begin the garden', 'my cousin Robin came to begin the garden'],
    ['le jardin du voisin', 'le jardin du voisin'],
  ])('reads "%s" as "%s"', (text, read) => {
    expect(withDroppedLetters(text)).toBe(read);
  });
});
