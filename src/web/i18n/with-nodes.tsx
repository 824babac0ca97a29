import { Fragment, type ReactNode } from 'react';

/**
 * A message whose sentence holds elements (a link inside "By creating an account you agree to our
 * {terms}…"): each language puts the placeholders where its grammar wants them, so the sentence is
 * one message rather than pieces glued in English order. The message is asked for with each
 * placeholder standing for itself, then cut at the placeholders.
 */
export function withNodes<K extends string>(message: (inputs: Record<K, string>) => string, nodes: Record<K, ReactNode>): ReactNode {
  const names = Object.keys(nodes) as K[];
  const template = message(Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>);
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && (names as string[]).includes(name) ? nodes[name as K] : part;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
