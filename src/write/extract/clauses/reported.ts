/**
 * Reported speech. What a friend, a sister or a colleague says or thinks ("my friend said Lisbon
 * is the best city", "my sister keeps telling me I'm a workaholic") is their opinion, not a fact
 * about the user: nothing is stored. What an authority confirms about the user ("my allergist
 * confirmed I'm allergic to dust mites", "my GP says I'm prediabetic", "HR told me my title is now
 * Staff Engineer") is read as the user saying it.
 */
import type { Token } from './nlp.js';
import { lowerOf } from './phrases.js';

/** People whose word about the user is a fact: clinicians, HR, the employer's own records. */
const AUTHORITY =
  /^(doctor|doc|gp|allergist|dentist|dermatologist|cardiologist|consultant|specialist|surgeon|nurse|physio|physiotherapist|optician|optometrist|therapist|psychiatrist|pharmacist|midwife|hr|payroll|manager|boss|the hospital|the clinic|the lab|the test|tests?|results?)$/;
/** Verbs that report what someone said or thought. */
const REPORTING =
  /^(said|says|say|told|tells|tell|telling|thinks|think|thought|reckons|reckon|suspects|believes|claims|insists|keeps|confirmed|confirms|diagnosed|found|showed|shows)$/;

/** What a reported clause is: someone else's opinion (nothing stored), or an authority's word about the user (the inner statement). */
export function reported(tokens: readonly Token[]): { opinion: true } | { inner: Token[]; suspected?: true } | null {
  const w = lowerOf(tokens);
  const at = w.findIndex((x, i) => i > 0 && REPORTING.test(x) && tokens[i]?.pos !== 'NOUN');
  if (at < 1) return null;
  const subject = w.slice(0, at).filter((x) => !['my', 'the', 'our', 'his', 'her', 'also', 'just', 'always', 'even', 'actually'].includes(x));
  if (subject.length === 0 || subject.length > 3 || subject.includes('i') || subject.includes('you') || subject.includes('we')) return null;
  let k = at + 1;
  while (['me', 'us', 'that', 'saying', 'telling', 'me,', 'again'].includes(w[k] ?? '')) k++;
  const inner = tokens.slice(k);
  const authority = AUTHORITY.test(subject.join(' ')) || AUTHORITY.test(subject[subject.length - 1] ?? '');
  const aboutUser = ['i', 'my'].includes(inner[0]?.lower ?? '');
  if (authority && aboutUser && /^(said|says|told|tells|confirmed|confirms|diagnosed|found|showed|shows)$/.test(w[at] as string)) return { inner };
  // "my GP thinks I could be coeliac": an authority's guess about the user's health is a suspicion (read so, or nothing).
  if (authority && aboutUser && /^(thinks|think|thought|reckons|suspects|believes)$/.test(w[at] as string)) return { inner, suspected: true };
  // "my doctor told me to cut down on salt": an authority's advice to the user is kept as it was said.
  if (authority && inner[0]?.lower === 'to') return null;
  return { opinion: true };
}
