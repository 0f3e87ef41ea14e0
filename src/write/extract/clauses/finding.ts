/**
 * A clinician's finding that names no bearer, as the patient's own statement: "my allergist confirmed it's ragweed" is
 * "I'm allergic to ragweed" (the specialty of allergies names the relation), "the dermatologist said it's eczema" is "I
 * have eczema". Only a noun phrase after "it's"/"it was", up to the first comma, is read; "it's nothing serious", "it's
 * not X", "it's fine" name no condition and are left to the report.
 */
import { parseSentences, type Token } from './nlp.js';

/** What a finding is not: no condition, or a reassurance. */
const NO_CONDITION = /\b(?:nothing|fine|normal|clear|negative|okay|ok|good|benign|harmless|not|no|probably|maybe|possibly|likely)\b/;
/** Clinicians or tests of allergies: their finding is what the user is allergic to. */
const ALLERGY = /\ballerg|\b(?:skin prick|patch test|rast)\b/;

/** The finding as the user's statement ("I'm allergic to ragweed", "I have eczema"), or null. */
export function ownFinding(inner: readonly Token[], who: string): Token[] | null {
  const w = inner.map((t) => t.lower);
  const from = w[0] === 'its' ? 1 : w[0] === 'it' && /^(?:'s|is|was|s)$/.test(w[1] ?? '') ? 2 : -1;
  // A vet's patient is an animal, never the user.
  if (from < 0 || /\bvet/.test(who.toLowerCase())) return null;
  const end = inner.findIndex((t, i) => i >= from && (/^[,;:.!?—–-]$/.test(t.text) || ['but', 'so', 'and', 'which', 'because'].includes(t.lower)));
  const np = inner.slice(from, end < 0 ? inner.length : end);
  // A noun phrase ending in its noun ("birch pollen": the tagger may take "birch" for a verb), with no auxiliary.
  const head = np[np.length - 1];
  if (np.length === 0 || np.length > 5 || !head || !['NOUN', 'PROPN'].includes(head.pos) || np.some((t) => t.pos === 'AUX')) return null;
  const said = np.map((t) => t.text).join(' ');
  if (NO_CONDITION.test(said.toLowerCase())) return null;
  const text = ALLERGY.test(who.toLowerCase()) ? `I am allergic to ${said.replace(/^(?:an?|the) /i, '')}` : `I have ${said}`;
  return parseSentences(text)[0] ?? null;
}
