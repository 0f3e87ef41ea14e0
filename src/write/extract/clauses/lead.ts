/**
 * A lead-in before the user's own statement: "For the illustration side of things I use Figma",
 * "Drinks wise I only have green tea", "Myself I am knowing Kannada and Tulu", "At work I use Jira".
 * The words before "I" set a scene and hold no verb of their own; the statement is what follows
 * them, read by the same rules as any clause. A lead-in that could change what the statement means
 * is never taken off: a time ("last year I lived …", "next month I start …"), a condition or a
 * subordinate clause ("if I had …", "when I was a kid I …"), a negation, another person ("for my
 * sister I …"), a question. Then the clause is left as it was.
 */
import { readClause, type ClauseReading } from './classify.js';
import type { Typed } from './register.js';
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import { ownFragment } from './fragments.js';
import { withCompanions } from './companion.js';
import { pastOfProgressive, pastOfUsedTo, presentOfPerfect, shortPerfect } from './aspect.js';

/**
 * "I've been with Barclays since 2017": when the present perfect of a lasting state reads as a field or a fact only
 * through its present ("I am with Barclays"), that reading is the clause's (aspect.ts); the time stays in `said`.
 */
function perfectRead(clause: Clause, typed: Typed, read: ClauseReading): ClauseReading {
  const fields = (r: ClauseReading) => r.drafts.filter((d) => d.profile).length;
  const triples = (r: ClauseReading) => r.drafts.filter((d) => d.triple).length;
  // A perfect whose time is a spell ("since Tuesday", "for a fortnight") is a visit, not where one lives (a job
  // begun a week ago is still the job: only the place is left out).
  const place = (r: ClauseReading) => r.drafts.some((d) => d.profile?.key === 'location');
  if (shortPerfect(clause.tokens) && place(read)) return { ...read, drafts: read.drafts.filter((d) => d.profile?.key !== 'location') };
  const present = presentOfPerfect(clause.tokens, clause.asked);
  const past = present ? null : (pastOfUsedTo(clause.tokens, clause.asked) ?? pastOfProgressive(clause.tokens, clause.asked));
  if (!present && !past) return read;
  const now = readClause({ ...clause, tokens: (present ?? past) as Token[] }, typed);
  // "I've worked at Deloitte and Unilever for years": several places over a life, none of them the one now.
  if (now.forget.length > 0 || now.change || fields(read) > 0 || triples(read) > 1) return read;
  // A past state is never a current field: its reading counts only when it gives no field.
  if (past) return fields(now) === 0 && triples(now) > triples(read) ? { ...now, said: clause.said } : read;
  return fields(now) > 0 || triples(now) > triples(read) ? { ...now, said: clause.said } : read;
}

/** Words in a lead-in that say when, whether or of whom: the statement after it is not plainly the user's now. */
const KEEPS =
  /^(?:if|unless|when|whenever|while|once|before|after|until|till|since|as|because|though|although|whether|not|never|no|nobody|ago|last|next|previous|previously|formerly|former|earlier|later|soon|then|back|yesterday|today|tonight|tomorrow|years?|months?|weeks?|days?|weekends?|summers?|winters?|springs?|autumns?|falls?|mornings?|evenings?|nights?|kids?|child|childhood|teen|teens|teenager|young|younger|little|growing|school|past|future|someday|one|imagine|suppose|pretend|say|hypothetically|maybe|perhaps|probably|possibly|might|would|could|should|mum|mom|dad|wife|husband|partner|sister|brother|son|daughter|friend|boss|manager|colleague|family|parents?|he|she|they|his|her|their|you|your|we|our|it|its|him|them)$/;

/** The statement after a lead-in ("… I use X"), or null when there is none or the lead-in may change its meaning. */
export function afterLeadIn(tokens: readonly Token[]): Token[] | null {
  const at = tokens.findIndex((t, k) => k > 0 && t.lower === 'i' && ['VERB', 'AUX'].includes(tokens[k + 1]?.pos ?? ''));
  if (at < 1 || at > 8 || tokens.length - at < 3) return null;
  const lead = tokens.slice(0, at);
  const safe = lead.every(
    (t) =>
      !['VERB', 'AUX', 'SCONJ', 'CCONJ', 'NUM', 'PROPN'].includes(t.pos) &&
      !KEEPS.test(t.lower) &&
      !/^[?'"“”‘’]$/.test(t.text) &&
      !/^\d/.test(t.text) &&
      (t.pos !== 'PRON' || /^(myself|me|my)$/.test(t.lower)),
  );
  return safe ? tokens.slice(at) : null;
}

/** Reads one clause; when it gives nothing, a fragment of who the user is (fragments.ts), or the statement after a lead-in that holds no verb ("At work I use Jira"). */
export function readLedClause(clause: Clause, typed: Typed = {}): ClauseReading {
  return withCompanions(readLed(clause, typed), clause);
}

function readLed(clause: Clause, typed: Typed): ClauseReading {
  const read = perfectRead(clause, typed, readClause(clause, typed));
  if (read.drafts.length > 0 || read.forget.length > 0 || read.classes.some((c) => c !== 'other' && c !== 'smalltalk')) return read;
  // "she/her pronouns please", "registered blind": who the user is, said as a fragment (fragments.ts).
  const own = read.classes.includes('other') ? null : ownFragment(clause.tokens);
  if (own) return { ...read, classes: ['self'], drafts: [own] };
  const tail = afterLeadIn(clause.tokens);
  const inner = tail ? readClause({ ...clause, tokens: tail }, typed) : null;
  return inner && inner.drafts.length > 0 ? { ...inner, said: clause.said } : read;
}
