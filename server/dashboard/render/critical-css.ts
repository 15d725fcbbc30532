// The part of the stylesheet a page's markup can use, for a first visit's inline copy: every rule with a
// selector whose classes all appear in the page (rules without classes, such as element, :root, theme
// and @keyframes rules, always), in the stylesheet's own order, layers and media queries. A first visit
// on a slow link then carries about a third of the stylesheet before its content, so it paints after one
// round trip; the whole file follows as a low-priority prefetch, which islands' boot applies for markup
// they add later.
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

export function criticalStylesheet(stylesheet: string): (classes: Set<string>) => InlineStylesheet {
  const parsed = postcss.parse(stylesheet);
  // For each rule in walk order, the alternatives (one per selector) of classes it needs.
  const needs: string[][][] = [];
  parsed.walkRules((rule) => {
    needs.push(
      rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name) ? [[]] : rule.selectors.map(neededClasses),
    );
  });
  const cache = new Map<string, InlineStylesheet>();
  return (classes) => {
    const key = [...classes].sort().join(' ');
    const known = cache.get(key);
    if (known) return known;
    const copy: Root = parsed.clone();
    let index = 0;
    const unused: Rule[] = [];
    copy.walkRules((rule) => {
      if (!needs[index++]!.some((alternative) => alternative.every((name) => classes.has(name)))) unused.push(rule);
    });
    for (const rule of unused) removeWithEmptyParents(rule);
    const selected = inlineStylesheet(copy.toString());
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, selected);
    return selected;
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
