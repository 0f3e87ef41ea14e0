/**
 * How a forget request points at what it means: "what I said about my sister's rehab", "whatever you have on my
 * meds", "the bit about my knee surgery", "all of my medical stuff", "my birthday from your memory". The topic is
 * what follows the pointer's preposition, read by the pointer's shape (words that point at something said, then
 * "about" / "on" / "regarding" / "of"), not by a list of whole phrases; where it is held ("from your memory") is
 * not part of it.
 */

/** Words a pointer at something said is made of: a head ("what", "the bit", "everything"), and a clause ("you have", "I told you"). */
const POINTING = new Set([
  'what',
  'whatever',
  'everything',
  'anything',
  'all',
  'the',
  'that',
  'this',
  'those',
  'any',
  'bit',
  'bits',
  'thing',
  'things',
  'stuff',
  'part',
  'note',
  'notes',
  'info',
  'information',
  'details',
  'you',
  'u',
  'i',
  'ive',
  'have',
  'has',
  'had',
  'know',
  'knew',
  'said',
  'told',
  'wrote',
  'mentioned',
  'stored',
  'saved',
  'got',
  'keep',
  'kept',
  'hold',
  'ever',
  'me',
  'just',
  'earlier',
  'before',
]);
/** The prepositions that name what the pointer points at. */
const NAMING = new Set(['about', 'on', 'regarding', 're', 'of', 'concerning']);
/** Where something is held: "from your memory", "out of your notes", "off the record". */
const HELD_IN = /^(?:memory|memories|records?|notes?|files?|database|system|mind|head|brain|list|logs?|profile)$/;

/** The words before the topic of a forget request's object (`r`, lower-cased): the pointer and its preposition; [] when it has none. */
export function pointerLead(r: readonly string[]): readonly string[] {
  for (let k = 0; k < Math.min(r.length - 1, 9); k++) {
    const x = r[k] as string;
    if (NAMING.has(x)) return k > 0 || x !== 'of' ? r.slice(0, k + 1) : [];
    if (!POINTING.has(x)) return [];
  }
  return [];
}

/** How many words at the end of a topic (`r`, lower-cased) say where it is held ("from your memory"): 0 when none do. */
export function heldWhere(r: readonly string[]): number {
  const n = r.length;
  const place = r[n - 1] ?? '';
  if (!HELD_IN.test(place)) return 0;
  const owner = r[n - 2] ?? '';
  const prep = r[n - 3] ?? '';
  if (!/^(?:your|ur|the|my)$/.test(owner)) return 0;
  if (/^(?:from|in|off)$/.test(prep)) return 3;
  return prep === 'of' && r[n - 4] === 'out' ? 4 : 0;
}
