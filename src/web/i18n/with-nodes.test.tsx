import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withNodes } from './with-nodes.tsx';

describe('withNodes', () => {
  it('puts each element where the language put its placeholder', () => {
    const english = ({ terms, privacy }: { terms: string; privacy: string }) => `You agree to our ${terms} and ${privacy}.`;
    const german = ({ terms, privacy }: { terms: string; privacy: string }) => `Du stimmst unserer ${privacy} und unseren ${terms} zu.`;
    const nodes = { terms: <a href="/terms">Terms</a>, privacy: <a href="/privacy">Privacy</a> };
    expect(renderToStaticMarkup(<p>{withNodes(english, nodes)}</p>)).toBe(
      '<p>You agree to our <a href="/terms">Terms</a> and <a href="/privacy">Privacy</a>.</p>',
    );
    expect(renderToStaticMarkup(<p>{withNodes(german, nodes)}</p>)).toBe(
      '<p>Du stimmst unserer <a href="/privacy">Privacy</a> und unseren <a href="/terms">Terms</a> zu.</p>',
    );
  });

  it('leaves braces that name no element as text', () => {
    const message = ({ link }: { link: string }) => `Use {curly} braces, then ${link}`;
    expect(renderToStaticMarkup(<p>{withNodes(message, { link: <b>this</b> })}</p>)).toBe('<p>Use {curly} braces, then <b>this</b></p>');
  });
});
