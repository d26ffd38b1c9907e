import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { composeSms, firstName, foldToGsm, isGsm7, measureSms, STOP_LINE } from './sms.ts';

describe("agrees with Twilio's segment calculator", () => {
  it('on which characters are GSM-7, over the first 0x2500 code points and €', () => {
    const disagree: string[] = [];
    for (let code = 0; code < 0x2500; code++) {
      const char = String.fromCodePoint(code);
      const twilio = new SegmentedMessage(`a${char}`).encodingName === 'GSM-7';
      if (twilio !== isGsm7(char)) disagree.push(`U+${code.toString(16)}`);
    }
    expect(disagree).toEqual([]);
    expect(isGsm7('€')).toBe(new SegmentedMessage('€').encodingName === 'GSM-7');
  });

  it.each([
    'Porchlight URGENT: Margaret Smith may be having an emergency (3:05 PM their time).\nCall +12155550142',
    'x'.repeat(153 * 2 + 1),
    `${'x'.repeat(152)}€${'y'.repeat(20)}`,
    `${'ç'.repeat(67)}${'a'.repeat(60)}`,
    `Grandma 李 ${'a'.repeat(80)} 👵 and more`,
    '€[]{}~|^\\'.repeat(30),
    'line\r\nbreak '.repeat(20),
  ])('on segments and encoding: %#', (text) => {
    const twilio = new SegmentedMessage(text);
    expect(measureSms(text)).toMatchObject({ segments: twilio.segmentsCount, encoding: twilio.encodingName });
  });
});

describe('measureSms', () => {
  it.each([
    ['a'.repeat(160), 1, 'GSM-7'],
    ['a'.repeat(161), 2, 'GSM-7'],
    // é is in GSM-7's basic set; € is an extension character and counts twice.
    ['é'.repeat(160), 1, 'GSM-7'],
    ['€'.repeat(80), 1, 'GSM-7'],
    ['€'.repeat(81), 2, 'GSM-7'],
    // One character outside GSM-7 makes the whole text UCS-2: 70 to a segment.
    ['ç' + 'a'.repeat(69), 1, 'UCS-2'],
    ['ç' + 'a'.repeat(70), 2, 'UCS-2'],
    ['3:05\u202fPM', 1, 'UCS-2'],
  ])('%#: %s is %i segment(s) of %s', (text, segments, encoding) => {
    expect(measureSms(text)).toMatchObject({ segments, encoding });
  });
});

describe('foldToGsm', () => {
  it('keeps the accents GSM-7 has and drops the ones it lacks', () => {
    expect(foldToGsm('Renée Müller')).toBe('Renée Müller');
    expect(foldToGsm('François Núñez')).toBe('Francois Nuñez');
    expect(foldToGsm('It’s “fine” – 3:05\u202fPM')).toBe('It\'s "fine" - 3:05 PM');
    expect(measureSms(foldToGsm('François')).encoding).toBe('GSM-7');
  });

  it('leaves what has no GSM-7 form as written (a name is not turned into question marks)', () => {
    expect(foldToGsm('Grandma 李 ’')).toBe("Grandma 李 '");
  });
});

describe('composeSms', () => {
  const long = 'x'.repeat(150);
  it('takes the first candidate that fits one segment', () => {
    expect(composeSms([long + 'yyyyyyyyyyyy', 'short one', 'shorter'])).toBe('short one');
  });

  it('adds the STOP line to every candidate when asked, before judging the fit', () => {
    const text = composeSms(['a'.repeat(140), 'b'.repeat(100)], { stopLine: true });
    expect(text).toBe(`${'b'.repeat(100)}\n${STOP_LINE}`);
    expect(measureSms(text).segments).toBe(1);
  });

  it('folds to GSM-7 when only that makes it fit, rather than dropping content', () => {
    const text = composeSms([`François ${'a'.repeat(100)}`, 'lean']);
    expect(text).toBe(`Francois ${'a'.repeat(100)}`);
  });

  it('when nothing fits, sends the one needing the fewest segments, the fuller on a tie', () => {
    expect(composeSms(['a'.repeat(400), 'b'.repeat(200), 'c'.repeat(300)])).toBe('b'.repeat(200));
  });
});

it('firstName', () => {
  expect(firstName('Margaret Anne Smith')).toBe('Margaret');
  expect(firstName('Mum')).toBe('Mum');
});
