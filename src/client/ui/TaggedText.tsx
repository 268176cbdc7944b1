import { cloneElement, Fragment, type ReactElement } from 'react';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text whose `<name>…</name>` parts are shown as the element given for that name, with the
 * part's words inside: translations keep a link's words in the sentence around them.
 */
export function TaggedText({ text, elements }: { text: string; elements: Record<string, ReactElement> }) {
  const parts: Array<string | ReactElement> = [];
  let plain = '';
  let end = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name, words] = match as unknown as [string, string, string];
    plain += text.slice(end, match.index);
    end = match.index + whole.length;
    const element = elements[name];
    if (!element) {
      plain += words;
      continue;
    }
    parts.push(plain, cloneElement(element, { key: parts.length }, words));
    plain = '';
  }
  parts.push(plain + text.slice(end));
  return <Fragment>{parts}</Fragment>;
}
