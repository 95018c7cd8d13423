import {
  AttributeAction,
  type AttributeSelector,
  parse as parseCss,
  type Selector,
  SelectorType,
  type TraversalType,
} from 'css-what';
import { type AnyNode, type Document, type Element, isTag } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import nthCheck from 'nth-check';

/*
 * A rate page read as cheerio's slim build read it, without cheerio (ADR 067): the document is htmlparser2's
 * (the very tree cheerio/slim built), selectors are parsed by css-what and matched here with css-select's rules,
 * text is domutils' textContent (what cheerio's .text() returns). css-select itself would bring all of domutils
 * and dom-serializer with a second copy of `entities`: 28 KB more in a bundle that has 300.
 */

/** A selector that cannot be parsed, or uses what this matcher does not support. */
export class SelectorError extends Error {}

export type ElementTest = (element: Element) => boolean;

export function parseHtml(html: string): Document {
  return parseDocument(html);
}

/** The text of a node and everything in it, comments aside (cheerio's `.text()`). */
export function textOf(node: AnyNode): string {
  return textContent(node);
}

/** The first element in document order that the test accepts. */
export function selectFirst(root: Document | Element, test: ElementTest): Element | undefined {
  for (const child of root.children) {
    if (!isTag(child)) continue;
    if (test(child)) return child;
    const found = selectFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Compiles a selector list ('a, b') into a test; throws SelectorError for bad or unsupported syntax. */
export function compileSelector(css: string): ElementTest {
  let list: Selector[][];
  try {
    list = parseCss(css);
  } catch (error) {
    throw new SelectorError(`is not valid CSS (${(error as Error).message})`);
  }
  return compileList(list);
}

function compileList(list: Selector[][], scope?: () => Element): ElementTest {
  const tests = list.map((tokens) => compileComplex(tokens, scope));
  return tests.length === 1 ? tests[0]! : (element) => tests.some((test) => test(element));
}

type Combinator = SelectorType.Descendant | SelectorType.Child | SelectorType.Sibling | SelectorType.Adjacent;
const COMBINATORS: ReadonlySet<string> = new Set<TraversalType>([
  SelectorType.Descendant,
  SelectorType.Child,
  SelectorType.Sibling,
  SelectorType.Adjacent,
]);
const OTHER_COMBINATORS: ReadonlySet<string> = new Set<TraversalType>([
  SelectorType.Parent,
  SelectorType.ColumnCombinator,
]);

const parentElement = (element: Element): Element | null =>
  element.parent && isTag(element.parent) ? element.parent : null;

function previousElement(element: Element): Element | null {
  let sibling = element.prev;
  while (sibling && !isTag(sibling)) sibling = sibling.prev;
  return sibling;
}

/**
 * Where each combinator looks for its left side's match: one step from the element (the parent, the previous
 * sibling), or every step on (the ancestors, the earlier siblings).
 */
const COMBINATOR_STEPS: Record<Combinator, { step: (element: Element) => Element | null; repeats: boolean }> =
  {
    [SelectorType.Child]: { step: parentElement, repeats: false },
    [SelectorType.Descendant]: { step: parentElement, repeats: true },
    [SelectorType.Adjacent]: { step: previousElement, repeats: false },
    [SelectorType.Sibling]: { step: previousElement, repeats: true },
  };

/**
 * One complex selector ('#rates tr > td.special'), matched right to left. `scope`: inside :has(), the element
 * the relative selector starts from (':has(> td)' is 'scope > td', ':has(td)' is 'scope td').
 */
function compileComplex(tokens: Selector[], scope?: () => Element): ElementTest {
  const compounds: ElementTest[] = [];
  const combinators: Combinator[] = [];
  let rest = tokens;
  if (scope) {
    compounds.push((element) => element === scope());
    const leading = tokens[0]?.type;
    combinators.push(leading && COMBINATORS.has(leading) ? (leading as Combinator) : SelectorType.Descendant);
    if (leading && COMBINATORS.has(leading)) rest = tokens.slice(1);
  }
  let compound: Selector[] = [];
  for (const token of rest) {
    if (OTHER_COMBINATORS.has(token.type)) throw new SelectorError(`uses the ${token.type} combinator`);
    if (!COMBINATORS.has(token.type)) {
      compound.push(token);
      continue;
    }
    if (compound.length === 0) throw new SelectorError('has a combinator with nothing before it');
    compounds.push(compileCompound(compound));
    combinators.push(token.type as Combinator);
    compound = [];
  }
  if (compound.length === 0) throw new SelectorError('ends with a combinator');
  compounds.push(compileCompound(compound));

  const matchFrom = (element: Element, index: number): boolean => {
    if (!compounds[index]!(element)) return false;
    if (index === 0) return true;
    const { step, repeats } = COMBINATOR_STEPS[combinators[index - 1]!];
    for (let next = step(element); next; next = repeats ? step(next) : null) {
      if (matchFrom(next, index - 1)) return true;
    }
    return false;
  };
  return (element) => matchFrom(element, compounds.length - 1);
}

function compileCompound(tokens: Selector[]): ElementTest {
  const tests = tokens.map(compileSimple);
  return (element) => tests.every((test) => test(element));
}

function compileSimple(token: Selector): ElementTest {
  switch (token.type) {
    case SelectorType.Tag: {
      if (token.namespace !== null) throw new SelectorError('uses a namespace');
      const name = token.name.toLowerCase();
      return (element) => element.name === name;
    }
    case SelectorType.Universal:
      if (token.namespace !== null && token.namespace !== '*') throw new SelectorError('uses a namespace');
      return () => true;
    case SelectorType.Attribute:
      return compileAttribute(token);
    case SelectorType.Pseudo:
      return compilePseudo(token.name, token.data);
    case SelectorType.PseudoElement:
      throw new SelectorError(`uses the pseudo-element ::${token.name}`);
    default:
      throw new SelectorError(`uses ${token.type}`);
  }
}

/** Attributes whose values HTML compares without case (css-select's list, from the HTML standard). */
const CASE_INSENSITIVE_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'accept accept-charset align alink axis bgcolor charset checked clear codetype color compact declare defer ' +
    'dir direction disabled enctype face frame hreflang http-equiv lang language link media method multiple ' +
    'nohref noresize noshade nowrap readonly rel rev rules scope scrolling selected shape target text type ' +
    'valign valuetype vlink'
  ).split(' '),
);

/** An attribute's value; an own property only, so '[constructor]' finds nothing inherited. */
const attribute = (element: Element, name: string): string | undefined =>
  Object.hasOwn(element.attribs, name) ? element.attribs[name] : undefined;

const escapeRegex = (value: string) => value.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');

/** As css-select compares: an empty value never matches ^= $= *=; a value with spaces never matches ~=. */
function compileAttribute(token: AttributeSelector): ElementTest {
  if (token.namespace !== null) throw new SelectorError('uses a namespace');
  // The parser lowercases attribute names in HTML; so does the selector's side.
  const name = token.name.toLowerCase();
  const ignoreCase =
    typeof token.ignoreCase === 'boolean'
      ? token.ignoreCase
      : token.ignoreCase !== 'quirks' && CASE_INSENSITIVE_ATTRIBUTES.has(name);
  const fold = (value: string) => (ignoreCase ? value.toLowerCase() : value);
  const expected = fold(token.value);
  const value = (element: Element): string | undefined => {
    const raw = attribute(element, name);
    return raw === undefined ? undefined : fold(raw);
  };
  const nonEmpty = (check: (actual: string) => boolean): ElementTest =>
    expected === ''
      ? () => false
      : (element) => {
          const actual = value(element);
          return actual !== undefined && check(actual);
        };
  switch (token.action) {
    case AttributeAction.Exists:
      return (element) => attribute(element, name) !== undefined;
    case AttributeAction.Equals:
      return (element) => value(element) === expected;
    case AttributeAction.Not:
      return expected === ''
        ? (element) => !!attribute(element, name)
        : (element) => value(element) !== expected;
    case AttributeAction.Start:
      return nonEmpty((actual) => actual.startsWith(expected));
    case AttributeAction.End:
      return nonEmpty((actual) => actual.endsWith(expected));
    case AttributeAction.Any:
      return nonEmpty((actual) => actual.includes(expected));
    case AttributeAction.Hyphen:
      return (element) => {
        const actual = value(element);
        return actual !== undefined && (actual === expected || actual.startsWith(`${expected}-`));
      };
    case AttributeAction.Element: {
      if (/\s/.test(token.value)) return () => false;
      const word = new RegExp(`(?:^|\\s)${escapeRegex(expected)}(?:$|\\s)`);
      return (element) => {
        const actual = value(element);
        return actual !== undefined && word.test(actual);
      };
    }
    default:
      throw new SelectorError(`uses the attribute operator ${token.action}`);
  }
}

function elementSiblings(element: Element): Element[] {
  const siblings = element.parent?.children ?? [element];
  return siblings.filter(isTag);
}

/** :nth-child and the like: the position (from 0) among the element's siblings that count. */
function positional(
  formula: string,
  count: (element: Element) => { before: number; after: number },
  fromEnd: boolean,
): ElementTest {
  let accepts: (index: number) => boolean;
  try {
    accepts = nthCheck(formula);
  } catch {
    throw new SelectorError(`has a bad position formula '${formula}'`);
  }
  return (element) => {
    const { before, after } = count(element);
    return accepts(fromEnd ? after : before);
  };
}

const amongSiblings =
  (sameType: boolean) =>
  (element: Element): { before: number; after: number } => {
    const siblings = elementSiblings(element).filter((sibling) => !sameType || sibling.name === element.name);
    const index = siblings.indexOf(element);
    return { before: index, after: siblings.length - 1 - index };
  };

function compilePseudo(name: string, data: Selector[][] | string | null): ElementTest {
  const text = () => {
    if (typeof data !== 'string') throw new SelectorError(`uses :${name} without an argument`);
    return data;
  };
  const selectors = () => {
    if (!Array.isArray(data)) throw new SelectorError(`uses :${name} without a selector`);
    return data;
  };
  switch (name) {
    case 'first-child':
      return (element) => previousElement(element) === null;
    case 'last-child':
      return (element) => amongSiblings(false)(element).after === 0;
    case 'only-child':
      return (element) => elementSiblings(element).length === 1;
    case 'first-of-type':
      return (element) => amongSiblings(true)(element).before === 0;
    case 'last-of-type':
      return (element) => amongSiblings(true)(element).after === 0;
    case 'only-of-type': {
      const count = amongSiblings(true);
      return (element) => {
        const { before, after } = count(element);
        return before === 0 && after === 0;
      };
    }
    case 'nth-child':
      return positional(text(), amongSiblings(false), false);
    case 'nth-last-child':
      return positional(text(), amongSiblings(false), true);
    case 'nth-of-type':
      return positional(text(), amongSiblings(true), false);
    case 'nth-last-of-type':
      return positional(text(), amongSiblings(true), true);
    case 'root':
      return (element) => parentElement(element) === null;
    case 'empty':
      return (element) => !element.children.some((child) => isTag(child) || textOf(child) !== '');
    case 'contains': {
      const wanted = text();
      return (element) => textOf(element).includes(wanted);
    }
    case 'icontains': {
      const wanted = text().toLowerCase();
      return (element) => textOf(element).toLowerCase().includes(wanted);
    }
    case 'not': {
      const test = compileList(selectors());
      return (element) => !test(element);
    }
    case 'is':
    case 'matches':
    case 'where':
      return compileList(selectors());
    case 'has': {
      const relative = selectors();
      let scope: Element | undefined;
      const test = compileList(relative, () => scope!);
      // '+ td' and '~ td' look among the following siblings: search from the parent.
      const looksAtSiblings = relative.some(
        ([first]) => first?.type === SelectorType.Adjacent || first?.type === SelectorType.Sibling,
      );
      return (element) => {
        scope = element;
        const parent = element.parent as Document | Element | null;
        return selectFirst(looksAtSiblings && parent ? parent : element, test) !== undefined;
      };
    }
    default:
      throw new SelectorError(`uses :${name}, which the scrape does not support`);
  }
}
