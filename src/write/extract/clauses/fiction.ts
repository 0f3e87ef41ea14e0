/**
 * Fiction announced by a lead rather than a heading, and play carried from one turn into the next (playframe.ts takes
 * off what they frame). A lead names the work and begins the frame: "for my novel, I'm …", "in this story I'm …",
 * "writing a story where I'm …", "I dreamt I was …",
 * "my D&D character is …", "as Captain Reyes: I'm …". An invitation to play ("let's do a role-play", "can we write a
 * story together?") opens a frame that the next turns stay in until words leave it ("out of character", "back to real
 * life"), as a game does.
 */

/** Works of fiction and play, and the parts of one, in the words a lead names them with. */
const WORK = String.raw`(?:short |bedtime |fantasy |sci-?fi |horror |new |latest |next |own )?(?:stor(?:y|ies)|tale|novel(?:la)?|fan ?fic(?:tion)?|fiction|script|screenplay|scene|skit|sketch|play|poem|song|lyrics|verse|chapter|draft|manuscript|comic|prompt|roleplay|role-play|rp|improv|rpg|larp|d&d|dnd|campaign|game|adventure|fantasy|musical|dream|(?:fantasy|fictional|imaginary|alternate|parallel|made-up|story|game|novel's|book's|campaign) (?:world|universe|version))`;
/** After the work, what says it frames what follows: a mark, or the narration starting ("… I'm", "… my name is"). */
const FRAMES_NEXT = String.raw`(?=\s*[,:;—–]|\s+-\s|\s+(?:i|i'?m|im|i am|i was|i'?d|my|we|we'?re|you|you'?re|there|everyone|everybody)\b)`;

/** Leads of fiction: each frame begins where its lead does. */
const LEADS: readonly { readonly re: RegExp }[] = [
  // "for my novel, I'm …", "in this story I'm called Nyx", "in my fantasy world I'm queen", "in the script: …".
  { re: new RegExp(String.raw`\b(?:for|in|inside|within) (?:my|our|this|that|the|a|an|your) (?:[\w'-]+ )?${WORK}${FRAMES_NEXT}`, 'i') },
  // "writing a story where I'm …", "im writing a fanfic rn, in it im …": a work told from inside, the writing with it
  // (what the user writes is said with the world it opens; "I'm writing a novel about my gran" names no world and stays).
  {
    re: new RegExp(
      String.raw`\b(?:(?:i'?m|i am|im|we'?re|we are|am|been|currently|rn)\s+)*(?:writing|drafting|working on|plotting|outlining|starting|doing) (?:a|an|my|this|the|some|our) (?:[\w'-]+ ){0,2}?${WORK}\b[^.!?\n]{0,40}?(?=(?:,\s*|\s+)(?:where|in which|wherein|whose (?:narrator|hero|heroine|protagonist|main character))\b|,?\s+(?:and )?in it\b|\s*[:—–]\s)`,
      'i',
    ),
  },
  // "I dreamt I was a pilot", "had the weirdest dream last night, I was …", "in my dream I …": a dream is no statement.
  {
    re: /\b(?:(?:i\s+)?(?:dreamt|dreamed)\b(?!\s+(?:of|about)\s+(?:becoming|being|living|working|having|owning|moving))|(?:i\s+)?had (?:a|an|this|the|another|that|such a) (?:[\w-]+ ){0,2}(?:dream|nightmare)s?\b(?=\s*(?:$|[,.:;!—–-]|\s(?:last|the other|about|that|where|in which|i|i'?m|im|we|of|lol)\b)))/i,
  },
  // "my D&D character is …", "my character's name is …", "my OC: …", "my protagonist is …".
  {
    re: /\bmy (?:[\w&'-]+ ){0,2}?(?:character|oc|npc|protagonist|narrator|main character|persona|alter ego|sona|tiefling|paladin)(?:'s|\s+is|\s+was|\s*[:,—–])/i,
  },
];

/** Words after "as" that make no character of it ("as usual", "as promised", "as Tom said"). */
const NOT_A_CHARACTER =
  /^(?:a|an|the|my|your|our|his|her|their|its|this|that|usual|always|promised|mentioned|said|requested|discussed|expected|agreed|planned|noted|stated|needed|suggested|advised|instructed|shown|seen|well|such|of|for|per|to|part|someone|somebody|anyone|soon|far|long|much|many|if|though|you|we|i|it|before|ever|regards|i'?ve|i'?d|you'?ve)$/i;
/** "As Captain Reyes: I'm …", "as sherlock, i'm …": a character named and the user speaking as them. */
const AS_CHARACTER = /^(\s*(?:ok(?:ay)?|so|now|right)?[\s,]*)as ((?:[\w'.-]+ ){0,2}[\w'.-]+)\s*[,:—–-]\s*(?=(?:i|i'?m|im|i am|i was|i'?ll|my name|my)\b)/i;
const TITLED =
  /^(?:captain|capt|dr|doctor|sir|lady|lord|admiral|commander|agent|detective|king|queen|prince|princess|general|professor|prof|mr|mrs|ms|miss|saint|st)$/i;

/** Where a lead of fiction in `text` begins its frame, or -1. */
export function fictionLead(text: string): number {
  let best = -1;
  for (const { re } of LEADS) {
    const m = re.exec(text);
    if (m && (best < 0 || m.index < best)) best = m.index;
  }
  const as = AS_CHARACTER.exec(text);
  if (as && isCharacter(as[2] ?? '')) {
    const at = (as[1] ?? '').length;
    if (best < 0 || at < best) best = at;
  }
  return best;
}

/** A character's name: one word that is no word of manner, or a few capitalised words or titles ("Captain Reyes"). */
function isCharacter(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.some((w) => NOT_A_CHARACTER.test(w))) return false;
  if (words.length === 1) return true;
  return words.every((w) => /^\p{Lu}/u.test(w) || TITLED.test(w));
}

/** An invitation to play, or a game said to start: the frame it opens carries into the turns after it. */
const INVITES =
  /\b(?:let'?s|lets|let us|can we|could we|shall we|should we|wanna|want to|how about (?:we|a|some)|time for (?:a|an|some)?|up for (?:a|an|some)?)\b[^.!?\n]{0,25}?\b(?:role[\s-]?play(?:ing)?|rp|improv|pretend|make[\s-]?believe|stor(?:y|ies)|d&d|dnd|rpg|larp|campaign|scene|skit|fan ?fic|adventure|game of pretend|tabletop)\b|\b(?:role[\s-]?play|rp|improv|d&d|dnd|rpg|campaign|story|scene|tabletop|game)\s+(?:(?:session|night|time|game)\s+)?(?:starts?|starting|begins?|beginning|is on)\b|\byou(?:'re| are| be| can be| play| could be)\s+(?:the|a|an|my)\s+[\w-]+(?:,| and)\s+(?:i'?ll be|i'?m|im|i am)\b/i;

/** How many of the user's turns a frame of play carries over at most, before it is taken to have ended unsaid. */
const CARRY = 8;

/**
 * Whether the turns before `before`'s end leave a frame of play open: a turn at most CARRY back invited play and no
 * turn since (nor the invitation after it) left it. `leaves`: words that leave a frame (playframe.ts's).
 */
export function playCarried(before: readonly string[], leaves: (turn: string) => boolean): boolean {
  for (let n = before.length - 1; n >= Math.max(0, before.length - CARRY); n--) {
    const turn = before[n] as string;
    const invite = INVITES.exec(turn);
    if (invite) return !leaves(turn.slice(invite.index + invite[0].length));
    if (leaves(turn)) return false;
  }
  return false;
}
