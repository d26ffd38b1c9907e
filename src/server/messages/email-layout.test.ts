import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout.ts';
import { markup, toHtmlString } from './html.ts';

const publicUrl = 'https://porchlight.test';

describe('renderEmail', () => {
  const email = renderEmail(
    {
      subject: 'About <Mum> & "Dad"',
      preheader: 'Preview <b>',
      banner: 'Urgent',
      title: 'Title <script>alert(1)</script>',
      blocks: [
        {
          type: 'text',
          content: ['Line one\nLine two, ', { text: 'a link', href: 'https://x.test/a?b=1&c=2' }],
        },
        {
          type: 'button',
          label: 'Call Mum',
          detail: '+1 (215) 555-0142',
          href: 'tel:+12155550142',
          tone: 'urgent',
        },
        { type: 'button', label: 'Open', href: 'javascript:alert(1)' },
        { type: 'facts', rows: [{ label: 'When', value: '3:05 PM' }] },
        { type: 'quote', text: 'I fell <down>' },
        { type: 'code', label: 'Your code is:', code: '123456' },
        { type: 'pre', text: 'kept\n  as written' },
      ],
      footer: ['Why: ', { text: 'help@porchlight.test', href: 'mailto:help@porchlight.test' }],
    },
    { publicUrl },
  );

  it('escapes every value it is given', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Title &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('About &lt;Mum&gt; &amp; &quot;Dad&quot;');
    expect(email.html).toContain('I fell &lt;down&gt;');
    expect(email.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
  });

  it('keeps links to the web, mail and phone only; a phone number stays on one line', () => {
    expect(email.html).toContain('href="tel:+12155550142"');
    expect(email.html).toContain(
      'Call Mum<br><span style="white-space:nowrap;font-size:20px">+1 (215) 555-0142</span></a>',
    );
    expect(email.html).not.toContain('javascript:');
    expect(email.html).toContain('href="#"');
  });

  it('is one column of at most 560 px, in tables, with the viewport set for phones', () => {
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(email.html).toContain('max-width:560px');
    expect(email.html).toContain('<!--[if mso]><table role="presentation" width="560"');
    expect(email.html).not.toMatch(/class=/);
    // Pre-wrapped text is exactly what was written: no whitespace added around it.
    expect(email.html).toContain('color:#2b2118">kept\n  as written</div>');
  });

  it('has a text version made of the same blocks', () => {
    expect(email.subject).toBe('About <Mum> & "Dad"');
    expect(email.text).toBe(
      [
        'Line one\nLine two, a link (https://x.test/a?b=1&c=2)',
        'Call Mum: +1 (215) 555-0142',
        'Open: javascript:alert(1)',
        'When: 3:05 PM',
        '"I fell <down>"',
        'Your code is: 123456',
        'kept\n  as written',
        'Why: help@porchlight.test',
        'Porchlight - https://porchlight.test',
      ].join('\n\n'),
    );
  });
});

describe('markup', () => {
  it('escapes strings and passes its own fragments through', () => {
    const inner = markup`<b>${'<i>'}</b>`;
    expect(toHtmlString(markup`<p>${inner}${['&', markup`<br>`]}${null}${3}</p>`)).toBe(
      '<p><b>&lt;i&gt;</b>&amp;<br>3</p>',
    );
  });
});
