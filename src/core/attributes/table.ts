/**
 * The attribute model (issue 22): what a triple's predicate means as a key. An attribute is a thing
 * a subject has — the user's `location`, the wife's `name` — with a cardinality: a single-valued
 * attribute has at most one current fact per (scope, subject, attribute), and a new value
 * supersedes the old one; a multi-valued relation (`speaks`, `allergic_to`) is kept as several
 * facts. The write path (consolidation, profile, corrections) and the read path use this one table.
 */

import type { NounGroup } from './nouns.js';
import { BUILTIN_TOPICS, PERSON_ATTRIBUTES } from './wordings.js';

/** One value at a time, or several facts side by side. */
export type Cardinality = 'single' | 'multi';

/** How one attribute is written and read. */
export interface AttributeSpec {
  /** The canonical key, lower case (`location`). Facts are stored with it as their predicate. */
  readonly key: string;
  readonly cardinality: Cardinality;
  /** Other predicates that mean the same attribute (`lives_in`, `city` → `location`). */
  readonly aliases: readonly string[];
  /** Whether the user's value of this attribute is a profile field (under `key`). */
  readonly profile: boolean;
  /** What the attribute is called in a sentence ("The user's <label> is …"). */
  readonly label: string;
  /**
   * Configured wordings of a question that ask for it ("blood group"): one word is matched in any
   * form, several as a run. A built-in key also has its word family (`lexicon.ts`).
   */
  readonly asked: readonly string[];
  /** Names of the request topics it bears on (`food`, `travel`): see `BUILTIN_TOPICS`. */
  readonly topics: readonly string[];
  /** Its value is another person (partner, sibling, manager): a question naming it is about that person. */
  readonly person: boolean;
  /**
   * Configured noun groups of its values (`nouns.ts`): a head, its synonyms and the nouns under it. A
   * built-in key also has the built-in groups.
   */
  readonly nouns: readonly NounGroup[];
}

/** What an attribute spec may leave out when it is given (config, options). */
export type AttributeInput = Pick<AttributeSpec, 'key' | 'cardinality'> & Partial<Omit<AttributeSpec, 'key' | 'cardinality'>>;

/** The subject of a fact about the user themself. */
export const USER_SUBJECT = 'user';

const builtin = (key: string, cardinality: Cardinality, aliases: readonly string[]): AttributeSpec => ({
  key,
  cardinality,
  aliases,
  profile: cardinality === 'single',
  label: key.replace(/_/g, ' '),
  // The built-ins' wordings are their word families (lexicon.ts); `asked` holds configured ones.
  asked: [],
  topics: BUILTIN_TOPICS.filter((t) => t.attributes.includes(key)).map((t) => t.name),
  person: PERSON_ATTRIBUTES.includes(key),
  nouns: [],
});
const single = (key: string, aliases: readonly string[] = []): AttributeSpec => builtin(key, 'single', aliases);
const multi = (key: string, aliases: readonly string[] = []): AttributeSpec => builtin(key, 'multi', aliases);

/**
 * Keys that questions ask for and facts use (corpora/recall's predicate vocabulary), known to the
 * question table only: each is multi-valued and no profile field, which is what the write path
 * does with a predicate it does not know, so listing them changes no write.
 */
const ASKED_ONLY = [
  'learning',
  'intolerant_to',
  'medical',
  'fear',
  'fosters',
  'parent',
  'sibling',
  'cousin',
  'friend',
  'roommate',
  'agent',
  'business_partner',
  'hobby',
  'dislikes',
  'favourite',
  'goal',
  'school',
  'registration',
  'phone',
  'car',
  'commute',
  'driving_licence',
  'equipment',
  'client',
  'income',
  'provider',
];

/**
 * The built-in attributes. Single-valued ones are profile fields of the user; multi-valued ones are
 * relations kept as several facts.
 */
export const BUILTIN_ATTRIBUTES: readonly AttributeSpec[] = [
  single('name', ['called', 'named', 'full_name', 'goes_by']),
  single('location', ['lives_in', 'city', 'based_in', 'home', 'resides_in']),
  single('employer', ['works_at', 'works_for', 'company', 'employed_by', 'employed_at']),
  single('team', ['works_on_team', 'member_of_team']),
  single('role', ['job', 'job_title', 'title', 'works_as', 'position', 'occupation']),
  single('manager', ['reports_to', 'boss']),
  single('timezone', ['time_zone', 'tz']),
  single('language', ['preferred_language']),
  single('pronouns', []),
  single('diet', ['diet_type']),
  single('birthday', ['born_on', 'date_of_birth', 'birth_date']),
  single('nickname', ['nick_name', 'known_as']),
  single('age', ['years_old']),
  // Where the user grew up, and their nationality as they say it ("British and Irish" said together is one value):
  // one current value each, so "I'm Swiss actually" replaces "Austrian" (round 8 of issue 23, corpora/extract/README.md).
  single('hometown', ['grew_up_in']),
  single('nationality', ['citizenship']),
  single('partner', ['spouse', 'wife', 'husband', 'married_to', 'girlfriend', 'boyfriend']),
  multi('speaks', ['speaks_language', 'languages_spoken']),
  multi('allergic_to', ['allergy', 'allergies']),
  multi('works_with', ['colleague', 'coworker', 'collaborates_with']),
  multi('has_pet', ['pet', 'owns_pet']),
  multi('child', ['has_child', 'kid', 'son', 'daughter']),
  multi('likes', ['enjoys']),
  multi('takes_medication', ['medication', 'medications', 'medicine', 'meds']),
  ...ASKED_ONLY.map((key) => multi(key)),
];

// Families of keys that are single-valued per full key: `preference.<topic>`, `my.<thing>`.
const SINGLE_FAMILIES = ['preference.', 'my.'];

/** A predicate as a key: trimmed, lower case, spaces and dashes as `_`. */
export function normalizeKey(predicate: string): string {
  return predicate
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Where a keyed fact belongs: its subject and the canonical attribute. */
export interface AttributeRef {
  /** `user`, or the other person or thing (`wife`, `sister`, `bob`). */
  readonly subject: string;
  /** The canonical key (`name`), or the normalised predicate when it is not in the table. */
  readonly key: string;
  /** The spec, or null for a predicate the table does not know (treated as multi-valued). */
  readonly spec: AttributeSpec | null;
  readonly cardinality: Cardinality;
  /** The profile field this fact is, or null (another subject's facts are never the user's fields). */
  readonly profileKey: string | null;
}

/** The attribute table: the built-ins plus what the user adds (a later spec with the same key replaces the built-in). */
export class AttributeTable {
  readonly specs: readonly AttributeSpec[];
  readonly #byName = new Map<string, AttributeSpec>();

  constructor(extra: readonly AttributeInput[] = [], base: readonly AttributeSpec[] = BUILTIN_ATTRIBUTES) {
    const byKey = new Map<string, AttributeSpec>();
    for (const s of base) byKey.set(s.key, s);
    for (const e of extra) {
      const key = normalizeKey(e.key);
      const known = byKey.get(key);
      const spec: AttributeSpec = {
        key,
        cardinality: e.cardinality,
        aliases: (e.aliases ?? []).map(normalizeKey),
        profile: e.profile ?? e.cardinality === 'single',
        label: e.label ?? key.replace(/_/g, ' '),
        // A configured attribute keeps the built-in wordings of its key and adds its own.
        asked: [...new Set([...(known?.asked ?? []), ...(e.asked ?? [])])],
        topics: [...new Set([...(known?.topics ?? []), ...(e.topics ?? [])])],
        person: e.person ?? known?.person ?? false,
        nouns: [...(known?.nouns ?? []), ...(e.nouns ?? [])],
      };
      byKey.set(key, spec);
    }
    this.specs = [...byKey.values()];
    for (const s of this.specs) for (const n of s.aliases) this.#byName.set(n, s);
    for (const s of this.specs) this.#byName.set(s.key, s); // a key wins over another attribute's alias
  }

  /** The spec a predicate names (by key or alias), or null. */
  spec(predicate: string): AttributeSpec | null {
    return this.#byName.get(normalizeKey(predicate)) ?? null;
  }

  /** The canonical key of a predicate (itself, normalised, when unknown). */
  canonical(predicate: string): string {
    const k = normalizeKey(predicate);
    return this.#byName.get(k)?.key ?? k;
  }

  /** True when a predicate holds one value per subject (a new object supersedes the old). */
  isSingleValued(predicate: string): boolean {
    const k = normalizeKey(predicate);
    if (SINGLE_FAMILIES.some((f) => k.startsWith(f))) return true;
    const dot = k.lastIndexOf('.');
    const spec = this.#byName.get(dot >= 0 ? k.slice(dot + 1) : k);
    return spec?.cardinality === 'single';
  }

  /**
   * Where a triple belongs. The subject is the triple's subject, unless the predicate names another
   * one: `wife.name` (or `my.wife.name`) is the wife's `name`, never the user's.
   */
  resolve(triple: { readonly subject: string; readonly predicate: string }): AttributeRef {
    let subject = normalizeSubject(triple.subject);
    let k = normalizeKey(triple.predicate);
    if (k.startsWith('preference.') || (k.startsWith('my.') && k.split('.').length === 2)) {
      return { subject, key: k, spec: null, cardinality: 'single', profileKey: subject === USER_SUBJECT ? k : null };
    }
    if (k.startsWith('my.')) k = k.slice(3);
    const dot = k.lastIndexOf('.');
    if (dot >= 0) {
      subject = k.slice(0, dot);
      k = k.slice(dot + 1);
    }
    const spec = this.#byName.get(k) ?? null;
    const key = spec?.key ?? k;
    const cardinality = spec?.cardinality ?? 'multi';
    return { subject, key, spec, cardinality, profileKey: subject === USER_SUBJECT && spec?.profile ? key : null };
  }

  /** The profile keys of the table (single-valued attributes of the user). */
  profileKeys(): string[] {
    return this.specs.filter((s) => s.profile).map((s) => s.key);
  }

  /** The label of a key for a sentence ("preference about answers", "time zone"). */
  label(key: string): string {
    const k = normalizeKey(key);
    if (k.startsWith('preference.')) return `preference about ${k.slice('preference.'.length)}`;
    return this.#byName.get(k)?.label ?? k.replace(/^my\./, '').replace(/[._]/g, ' ');
  }
}

/** The words a triple's subject may use for the user (after `the `). */
const USER_WORDS = ['user', 'i', 'me', 'myself', 'self'];
/** Every stored spelling of a subject that means the user, as a fact query's `subject` takes them (case-insensitive). */
export const USER_SUBJECTS: readonly string[] = [...USER_WORDS, 'the user'];

/** `The user`, `me`, `I` and `user` are the user. */
export function normalizeSubject(subject: string): string {
  const s = subject
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  return USER_WORDS.includes(s) ? USER_SUBJECT : s;
}

/** The table with the built-ins only. */
export const DEFAULT_ATTRIBUTES = new AttributeTable();
