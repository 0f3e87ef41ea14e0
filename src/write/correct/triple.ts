/**
 * The triple of a corrected memory, read from its new text by the same offline clause reader that
 * reads what users say (`extract/rules.ts`). A memory's text speaks of the user in the third person
 * ("The user lives in Rome.", "Alice works on the infra team."), so it is first put in the first
 * person ("I live in Rome.") and then read like a user's turn. What the reader cannot tell is null,
 * never guessed: the caller refuses the edit of a memory that backs an attribute instead.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import { extractFromText } from '../extract/rules.js';
import type { MemoryRecord, Triple } from '../../core/types/memory.js';

/** The triple the new text states, or null when it cannot be told. */
export function deriveTriple(
  old: Pick<MemoryRecord, 'triple'>,
  content: string,
  /** `keyed`: a text with no triple takes the one fact the reader finds, profile fields included (explicit remember). */
  options: { readonly attributes: AttributeTable; readonly userNames?: readonly string[]; readonly keyed?: boolean },
): Triple | null {
  const read = extractFromText(asFirstPerson(content, options.userNames ?? [])).candidates.filter((c) => c.triple !== null);
  if (old.triple) {
    const was = options.attributes.resolve(old.triple);
    const same = read.find((c) => {
      const now = options.attributes.resolve(c.triple as Triple);
      return now.subject === was.subject && now.key === was.key;
    });
    return same?.triple ? { ...same.triple, subject: old.triple.subject } : null;
  }
  // A memory that had no triple takes one only when the reader finds exactly one plain fact in it.
  if (options.keyed) return read.length === 1 ? (read[0]?.triple ?? null) : null;
  const plain = read.filter((c) => c.profile === null);
  return read.length === 1 && plain[0]?.triple ? plain[0].triple : null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with the user named in the first person: "the user" and the user's names become "I"
 * ("my" for the possessive). The reader works on lemmas, so "I lives" reads as "I live"; the
 * copula and "has" are put right.
 */
export function asFirstPerson(text: string, userNames: readonly string[]): string {
  const names = ['the user', 'user', ...userNames.filter((n) => n.trim().length > 1 && n.length <= 64)].map((n) => escape(n.trim()));
  const who = `(?:${names.join('|')})`;
  return text
    .replace(new RegExp(`\\b${who}(?:'s|’s)(?=\\s)`, 'giu'), 'my')
    .replace(new RegExp(`\\b${who}\\b`, 'giu'), 'I')
    .replace(/\bI is\b/g, 'I am')
    .replace(/\bI has\b/g, 'I have')
    .replace(/^my\b/, 'My');
}
