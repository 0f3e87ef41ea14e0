/**
 * What a forget request describes (issue 22): a subject — the user, the wife, the boss, Bob — and,
 * when it names one, an attribute of that subject. "my wife's name" is the wife's `name`, never the
 * user's; "the name of my boss" is the boss's; "my name" is the user's; "my wife" is the user's
 * partner and everything about the wife. Memories are read the same way from their triples, so a
 * forget request is matched by subject and attribute, not by any shared word.
 */
import { normalizeKey, normalizeSubject, USER_SUBJECT, type AttributeTable } from '../../core/attributes/index.js';
import type { Triple } from '../../core/types/memory.js';

/** A forget request read as a subject and (when it names one) an attribute. */
export interface DescribedTarget {
  /** `user`, or the other person or thing (`wife`, `boss`, `bob`). */
  readonly subject: string;
  /** The canonical attribute key (`name`, `location`), or null when the request names only a subject or a topic. */
  readonly attribute: string | null;
  /** True when the request said whose it is ("my wife's name", "the name of my boss"): only that subject's attribute may match. */
  readonly owned: boolean;
  /** The words the request used for the subject and the attribute, for matching memories that have no triple. */
  readonly subjectWords: readonly string[];
  readonly attributeWords: readonly string[];
  /**
   * A person the user's attribute names ("my wife" is the user's `partner` and the wife herself):
   * the facts about that person go with it.
   */
  readonly person: string | null;
  /** "my wife's name", "my boss's name": the user's attribute whose value is that person's name (`partner`, `manager`). */
  readonly nameHeldBy: string | null;
  /** The value said with it ("my sister's name Eva"): only memories that hold that value match. */
  readonly value: string | null;
}

/** The user's attributes whose value is a person. */
const PERSON_KEYS = new Set(['partner', 'manager', 'child', 'works_with']);

const POSSESSIVE = /\s*(?:['’]s|s['’])(?=\s|$)\s*/;
const USER_WORDS = new Set(['', 'my', 'me', 'i', 'mine', 'myself', 'user', 'the user', 'the user’s', "the user's"]);
const LEADING = /^(?:(?:please|all|any|everything|anything|what|that|i told you|you know|about|of|the|on|regarding|info|information)\s+)+/;

/**
 * Reads a forget topic. Null when it names neither an attribute nor a possessed thing (a plain
 * topic such as "the Lisbon trip", matched by its words instead).
 */
export function describeTarget(topic: string, table: AttributeTable): DescribedTarget | null {
  const t = topic
    .toLowerCase()
    .replace(/[.!?,;:]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING, '')
    .replace(/^the user['’]s\s+/, 'my ');
  if (t === '') return null;
  // "the name of my wife" reads as "my wife's name".
  const of = /^(?:the\s+)?([a-z][a-z _-]*?)\s+of\s+(.+)$/.exec(t);
  const parts = of ? [of[2] ?? '', of[1] ?? ''] : t.split(POSSESSIVE);
  if (parts.length >= 2) {
    const owner = ownerOf(parts.slice(0, -1).join(' '));
    const [thing, value] = withValue(strip(parts[parts.length - 1] ?? ''), table);
    if (!thing || owner === null) return null;
    const attribute = table.canonical(thing);
    const relation = owner === USER_SUBJECT ? null : table.spec(owner);
    return {
      subject: owner,
      attribute,
      owned: true,
      subjectWords: owner === USER_SUBJECT ? [] : owner.split('_'),
      attributeWords: wordsOf(thing, table),
      person: null,
      nameHeldBy: attribute === 'name' && relation && PERSON_KEYS.has(relation.key) ? relation.key : null,
      value,
    };
  }
  // One phrase: "my name", "team", "my wife", "my sister".
  const [thing, value] = withValue(strip(t), table);
  if (!thing || !/^[a-z][a-z _-]*$/.test(thing)) return null;
  const spec = table.spec(thing);
  if (spec) {
    const person = PERSON_KEYS.has(spec.key) ? normalizeKey(thing) : null;
    return {
      subject: USER_SUBJECT,
      attribute: spec.key,
      owned: true,
      subjectWords: person ? [person] : [],
      attributeWords: wordsOf(thing, table),
      person,
      nameHeldBy: null,
      value,
    };
  }
  // A possessed thing the table does not know ("my sister", "my car"): everything about it.
  if (/^my\s/.test(t) && value === null) {
    const subject = normalizeKey(thing);
    return { subject, attribute: null, owned: true, subjectWords: subject.split('_'), attributeWords: [], person: subject, nameHeldBy: null, value: null };
  }
  return null;
}

/** The subject and attribute a stored triple is about: `my.wife_'s_name` and `wife.name` are the wife's `name`. */
export function refOfTriple(triple: Triple, table: AttributeTable): { subject: string; attribute: string } {
  let subject = normalizeSubject(triple.subject);
  let k = normalizeKey(triple.predicate)
    .replace(/_?['’]s(?:_|$)/g, '.')
    .replace(/\.+$/, '');
  if (k.startsWith('preference.')) return { subject, attribute: k };
  if (k.startsWith('my.')) k = k.slice(3);
  const dot = k.lastIndexOf('.');
  if (dot >= 0) {
    subject = k.slice(0, dot).replace(/^my\./, '');
    k = k.slice(dot + 1);
  }
  return { subject, attribute: table.canonical(k) };
}

/**
 * Nouns that head a detail kept of something ("home address", "work phone number", "bank details"): after an attribute's
 * word they make a compound with it, never its value — "my home address" is an address, not the location "address".
 */
const DETAIL_HEAD = /^(?:address|number|phone|email|details|info|information|specs|data|records?)$/;

/** "name eva" → the attribute `name` and the value "eva"; a phrase that is not an attribute and a value stays whole. */
function withValue(phrase: string, table: AttributeTable): [string, string | null] {
  const known = knownForm(phrase, table);
  if (known) return [known, null];
  const words = phrase.split(' ');
  if (DETAIL_HEAD.test(words[words.length - 1] ?? '')) return [phrase, null];
  for (let i = words.length - 1; i >= 1; i--) {
    const head = knownForm(words.slice(0, i).join(' '), table);
    if (head) return [head, words.slice(i).join(' ')];
  }
  return [phrase, null];
}

/** The form of `phrase` the table knows: itself, or with its last word singular ("my pets", "my allergies"). */
function knownForm(phrase: string, table: AttributeTable): string | null {
  if (table.spec(phrase)) return phrase;
  const m = /^(.*?)([a-z]{3,})$/.exec(phrase);
  if (!m) return null;
  const [, before = '', last = ''] = m;
  const forms = [
    /ies$/.test(last) ? `${last.slice(0, -3)}y` : '',
    /(?:s|x|ch|sh)es$/.test(last) ? last.slice(0, -2) : '',
    /[^s]s$/.test(last) ? last.slice(0, -1) : '',
  ];
  const form = forms.find((f) => f !== '' && table.spec(`${before}${f}`) !== null);
  return form ? `${before}${form}` : null;
}

/** The owner in "my wife", "bob", "my": the user, a subject key, or null when it is not a plain owner. */
function ownerOf(raw: string): string | null {
  const s = raw.trim().replace(/^the user['’]?s?$/, 'user');
  if (USER_WORDS.has(s)) return USER_SUBJECT;
  const bare = strip(s);
  if (!bare || !/^[a-z][a-z _-]*$/.test(bare)) return null;
  return normalizeKey(bare);
}

/** Drops "my", "the", "your" in front. */
function strip(s: string): string {
  return s
    .trim()
    .replace(/^(?:(?:my|the|your|his|her|their|our|a|an)\s+)+/, '')
    .trim();
}

/** The words of an attribute and of its key and aliases ("boss" → boss, manager, reports to). */
function wordsOf(thing: string, table: AttributeTable): string[] {
  const spec = table.spec(thing);
  const names = [thing, ...(spec ? [spec.key, ...spec.aliases] : [])];
  return [...new Set(names.flatMap((n) => n.split(/[\s_-]+/)).filter((w) => w.length > 1))];
}
