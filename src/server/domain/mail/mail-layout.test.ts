import { describe, expect, it } from 'vitest';
import { verificationEmail } from './account-mail.ts';
import { inMailLayout, mailHtml } from './mail-layout.ts';

describe('the mail layout', () => {
  const message = verificationEmail('luna@example.com', 'Luna', 'https://tarot.example/api/auth/verify-email?token=abc', 'en');
  const sent = inMailLayout(message, 'https://tarot.example');

  it('wraps the HTML part in the product look: its colours, its typeface with fallbacks, its wordmark', () => {
    expect(sent.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(sent.html).toContain('background-color:#14112b');
    expect(sent.html).toContain('color:#e9c46a');
    expect(sent.html).toContain("font-family:'Cormorant Garamond', Georgia, 'Times New Roman', serif");
    expect(sent.html).toContain('<a href="https://tarot.example" style="color:#e9c46a;text-decoration:none;">&#10022; Tarot Insights</a>');
    expect(sent.html).toContain(message.html);
    expect(sent.html).toContain(`<title>${message.subject}</title>`);
  });

  it('keeps the plain-text part, the subject and the recipient as written', () => {
    expect(sent.text).toBe(message.text);
    expect(sent.subject).toBe(message.subject);
    expect(sent.to).toBe(message.to);
  });

  it('escapes what it writes itself', () => {
    const html = mailHtml('A <b>subject</b>', '<p>body</p>', 'https://x.example/?a=1&b=2');
    expect(html).toContain('<title>A &#60;b&#62;subject&#60;/b&#62;</title>');
    expect(html).toContain('href="https://x.example/?a=1&#38;b=2"');
  });
});
