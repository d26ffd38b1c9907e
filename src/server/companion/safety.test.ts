import { describe, expect, it } from 'vitest';
import { checkSafety, parseYesNo } from './safety.ts';

describe('checkSafety', () => {
  it.each([
    ['I fell in the kitchen and I can’t get up', 'emergency'],
    ['I have chest pain', 'emergency'],
    ['Help!', 'emergency'],
    ['please help me, there is smoke in the house', 'emergency'],
    ['Je suis tombée, je ne peux pas me relever', 'emergency'],
    ['Me duele el pecho', 'emergency'],
    ['Sometimes I just want to die', 'self_harm'],
    ['J’ai envie de mourir', 'self_harm'],
    ['Quiero morirme', 'self_harm'],
    ['Please stop calling me', 'stop_calls'],
    ['Ne m’appelez plus', 'stop_calls'],
    ['No me llames más', 'stop_calls'],
    ['OK, bye now!', 'goodbye'],
    ['Au revoir, à demain', 'goodbye'],
    ['Hasta mañana', 'goodbye'],
  ])('%s → %s', (text, kind) => {
    expect(checkSafety(text)).toBe(kind);
  });

  it.each([
    'Can you help me with a recipe for apple pie?',
    'My grandson fired up the grill on Sunday',
    'I fell asleep in my chair this afternoon',
    'The weather is lovely today',
    'Salut, ça va ?',
  ])('leaves ordinary talk alone: %s', (text) => {
    expect(checkSafety(text)).toBeNull();
  });

  it('puts self-harm before a goodbye in the same breath', () => {
    expect(checkSafety('I want to end my life, goodbye')).toBe('self_harm');
  });
});

describe('parseYesNo', () => {
  it.each([
    ['Yes, that’s fine', 'yes'],
    ['No problem at all', 'yes'],
    ['Oui, d’accord', 'yes'],
    ['Sí, claro', 'yes'],
    ['No, I’d rather not', 'no'],
    ['Yes, but please don’t record me', 'no'],
    ['Non merci', 'no'],
    ['What did you say?', null],
  ])('%s → %s', (text, answer) => {
    expect(parseYesNo(text)).toBe(answer);
  });
});
