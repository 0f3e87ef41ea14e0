/** The closed word classes the statement reader tests against. */

export const AUX_WORDS = new Set([
  'am',
  'are',
  'is',
  'was',
  'were',
  'be',
  'been',
  'do',
  'did',
  'does',
  'have',
  'has',
  'had',
  'will',
  'would',
  'can',
  'could',
  'might',
  'may',
  'should',
  'must',
  'shall',
]);
export const HYPOTHETICAL = new Set(['might', 'may', 'could', 'should', 'must', 'shall']);
/** An adverb between the subject and its verb: one of VERB_ADVERBS, or an "-ly" adverb right before a verb ("genuinely love"). */
export const verbAdverb = (t: { readonly lower: string; readonly pos: string }, next?: { readonly pos: string }): boolean =>
  VERB_ADVERBS.has(t.lower) || (t.pos === 'ADV' && next?.pos === 'VERB' && /\w{4}[^p]ly$/.test(t.lower));
export const VERB_ADVERBS = new Set([
  'just',
  'really',
  'currently',
  'now',
  'actually',
  'also',
  'still',
  'usually',
  'always',
  'generally',
  'never',
  'not',
  "n't",
  'no',
  'longer',
  'recently',
  'mostly',
  'even',
  'so',
  'totally',
  'definitely',
  'honestly',
  'ever',
  'only',
  'already',
  'normally',
  'typically',
  'rather',
  'again',
  'originally',
  'finally',
]);
/** States of the moment: "I'm tired" is small talk, "I'm vegetarian" is not. */
export const TRANSIENT =
  /^(tired|happy|sad|sure|done|curious|busy|bored|hungry|sorry|glad|excited|confused|lost|fine|good|ok|okay|ready|back|here|stuck|late|early|home|away|free|annoyed|frustrated|stressed|worried|afraid|thrilled|grateful|thankful|new|not|so|pretty|very|a|the|going|at|in|working|looking|trying|wondering|thinking|kidding|joking|serious|around|off|on|out|right|wrong|interested|impressed|surprised|exhausted|sleepy|cold|hot|well|great|alright|all)$/;
export const PREFER_VERBS = new Set(['prefer', 'like', 'love', 'enjoy', 'hate', 'dislike', 'adore', 'detest', 'loathe', 'want']);
export const NEGATIVE_VERBS = new Set(['hate', 'dislike', 'detest', 'loathe']);
export const VAGUE = /^(it|that|this|these|those|them|him|her|you|everything|something|anything|one|some|more|so much|a lot|any \w+( in particular)?)$/i;
export const CHATTER_VERBS = new Set([
  'think',
  'guess',
  'hope',
  'wonder',
  'feel',
  'remember',
  'know',
  'mean',
  'suppose',
  'believe',
  'need',
  'see',
  'agree',
  'understand',
  'wish',
  'bet',
  'say',
  'tell',
  'ask',
  'try',
  'forget',
  'care',
  'promise',
]);

/** Endings of medicine names ("warfarin", "metformin", "sertraline", "omeprazole"): "I'm on warfarin" is a medication, never a team. */
export const MEDICINE =
  /(?:farin|formin|statin|pril|olol|sartan|azole|cillin|mycin|cycline|oxetine|traline|opram|azepam|olam|idone|oxone|tidine|afil|profen|oxine|olone|isone|amine|zepam|triptan|gliptin|flozin|dronate|mab|thyroxine|lamotrigine|gabapentin|pregabalin)$/;

/** What one is "on" that is not a team. */
export const ON_STATES =
  /^(holiday|vacation|leave|call|break|duty|time|track|board|fire|site|hold|it|air|strike|medication|meds|antibiotics|way|foot|tour|shift|nights|days|earlies|lates|mute|speaker|hand|standby|it|top|edge|fire|sabbatical|furlough|benefits|probation|trial|mat|pills|steroids|insulin|form|point|hold)$/;

/** Last words of an organisation's name, never of a place's. */
export const ORG_WORD =
  /^(energy|inc\.?|ltd\.?|llc|plc|gmbh|ag|corp\.?|corporation|group|labs?|technologies|technology|systems|software|bank|capital|partners|consulting|solutions|holdings|media|studios?|games|analytics|ventures|agency|ai|insurance|pharma|motors|airlines|foods|logistics)$/i;

/** Words that make being somewhere a stay: a trip, a visit, a time that ends. */
export const STAY =
  /\b(this (week|weekend|month)|today|tonight|tomorrow|for (a|the) (conference|trip|visit|week|weekend|meeting|wedding|holiday)|on (holiday|vacation|a trip|business)|visiting|until|till|for work this)\b/;

/** Time words that bound a role to one occasion ("the designated driver tonight", "the cook this weekend", "host for the
 * party on Saturday"): said of one occasion, a role is no job, and no field changes. */
export const OCCASION =
  /\b(tonight|today|tomorrow|this (morning|afternoon|evening|weekend|week|time)|for (the|this|tonight'?s?|our|my|his|her|their|a) (night|evening|party|trip|game|match|event|wedding|weekend|meal|dinner|lunch|bbq|barbecue|day|occasion|gig|quiz|round)|(this|next|on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;

/** Participles that say where or how the user is placed ("based in", "settled in", "employed at"): a state, read as "I am …". */
export const SITUATED = /^(?:based|located|employed|born|settled)$/;
