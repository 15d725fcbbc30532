// The part of the stylesheet a page's markup can use, for a first visit's inline copy: every rule with a
// selector whose classes all appear in the page (rules without classes, such as element, :root, theme
// and @keyframes rules, always), in the stylesheet's own order, layers and media queries. A first visit
// on a slow link then carries about a third of the stylesheet before its content, so it paints after one
// round trip; the whole file follows as a low-priority prefetch, which islands' boot applies for markup
// they add later. A page with a break in its markup (views/Document.tsx, StylesBreak) gets the part for
// the markup before it in the head, and the rest at the break, so what is above it paints before the
// rest of the styles has arrived.
// Parsed once; each distinct set of classes is selected once and kept (pages repeat their sets).
import { createHash } from 'node:crypto';
import postcss, { type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

export interface InlineStylesheet {
  text: string;
  /** Its CSP source ('sha256-…'). */
  hash: string;
}

/** How many distinct class sets are kept; beyond it the oldest is dropped. */
const CACHE_SIZE = 200;

/**
 * The classes a selector needs on the page. Classes inside a pseudo-class's arguments (:not, :is,
 * :where, :has) are not counted: such a selector may match without them, so it is kept.
 */
function neededClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

/** Every class token in the markup's class attributes. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Style text with its CSP source. */
export const inlineStylesheet = (text: string): InlineStylesheet => ({
  text,
  hash: `sha256-${createHash('sha256').update(text).digest('base64')}`,
});

/**
 * The inline parts of a first visit's styles: one for a page whose markup is `early` alone; for a page
 * whose markup goes on after a break (`later`: the classes after it), the rules the markup before the
 * break can match, for the head, and then the rest, for the break's place. The rest starts at the first
 * rule only the later markup needs and takes every rule of the page from there on, rules of the first
 * part included: the two in a row then cascade as the one would (a rule of the first part that came
 * later in the stylesheet still wins), for a few bytes of brotli, which finds the repeats.
 */
export function criticalStylesheet(
  stylesheet: string,
): (early: Set<string>, later?: Set<string>) => InlineStylesheet[] {
  const parsed = postcss.parse(stylesheet);
  // For each rule in walk order, the alternatives (one per selector) of classes it needs.
  const needs: string[][][] = [];
  parsed.walkRules((rule) => {
    needs.push(
      rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name) ? [[]] : rule.selectors.map(neededClasses),
    );
  });
  const matches = (classes: Set<string>) =>
    needs.map((alternatives) => alternatives.some((alternative) => alternative.every((name) => classes.has(name))));
  const keeping = (keep: boolean[]): InlineStylesheet => {
    const copy: Root = parsed.clone();
    let index = 0;
    const unused: Rule[] = [];
    copy.walkRules((rule) => {
      if (!keep[index++]) unused.push(rule);
    });
    for (const rule of unused) removeWithEmptyParents(rule);
    // A comment tells the browser nothing; a stylesheet written by hand (the Demo-Discord page's) has some.
    copy.walkComments((comment) => {
      comment.remove();
    });
    return inlineStylesheet(copy.toString());
  };
  const cache = new Map<string, InlineStylesheet[]>();
  return (early, later = new Set()) => {
    const key = `${[...early].sort().join(' ')}|${[...later].sort().join(' ')}`;
    const known = cache.get(key);
    if (known) return known;
    const first = matches(early);
    const page = matches(new Set([...early, ...later]));
    const split = page.findIndex((kept, index) => kept && !first[index]);
    const parts =
      split < 0 ? [keeping(first)] : [keeping(first), keeping(page.map((kept, index) => kept && index >= split))];
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, parts);
    return parts;
  };
}

/** Removes a rule, and each @media/@layer/@supports block it leaves empty. */
function removeWithEmptyParents(rule: Rule): void {
  let parent = rule.parent;
  rule.remove();
  while (parent && parent.type === 'atrule' && parent.nodes?.length === 0) {
    const next = parent.parent;
    parent.remove();
    parent = next;
  }
}
