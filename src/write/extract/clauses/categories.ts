/**
 * Preferences that name their category: "my favourite colour is blue", "green is my favourite
 * colour", "my go-to drink is a flat white", "the film I like most is Alien", "favourite band has to
 * be Radiohead" keep the category as the preference's topic (`preference.colour = blue`), so a new
 * favourite colour replaces the old one and "what's my favourite colour" finds it. "I take my coffee
 * black" / "I like my steak medium-rare" keep the thing and how it is wanted (`preference.coffee`).
 */
import type { Token } from './nlp.js';
import { capitalise, lowerOf, phrase, stripEnd, type Draft } from './phrases.js';

/** Words that mark a favourite: "favourite", "go-to", "comfort", "all-time favourite". */
const MARK = /^(favou?rite|fave|fav|go-to|comfort|preferred|usual)$/;
/** Words that start a qualifier after a favourite's category ("at the moment", "in the world", "of all time"). */
const QUALIFIER = new Set(['at', 'in', 'of', 'for', 'on', 'right', 'these', 'this', 'ever', 'since', 'so', 'to', 'from']);
/** What may come between a favourite's category and its value. */
const LINK = /^(?:is|are|was|has to be|have to be|would be|would have to be|must be|'s|is probably|is definitely|is easily)$/;

/** A favourite as a preference keyed by its category. */
export function favourite(mark: string, category: string, value: string): Draft | null {
  const what = stripEnd(value).replace(/^(the|a|an)\s+/i, '');
  const cat = category.toLowerCase().trim();
  if (!what || !cat || cat.split(/\s+/).length > 4 || /^(it|that|this|one|thing)$/i.test(what)) return null;
  const topic = cat.replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  const m = /^(favou?rite|fave|fav)$/.test(mark) ? 'favourite' : mark;
  return {
    kind: 'preference',
    content: capitalise(`the user's ${m} ${cat} is ${what}.`),
    importance: 0.7,
    confidence: 0.9,
    triple: { subject: 'user', predicate: `preference.${topic}`, object: what },
    profile: { key: `preference.${topic}`, value: what },
    source: 'user_explicit',
  };
}

/**
 * "my favourite colour is blue", "favourite band has to be Radiohead", "blue is my favourite colour",
 * "the colour I like most is green": the favourite, or null.
 */
export function favouriteIn(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens);
  const said = phrase(tokens);
  const text = w.join(' ');
  // "(my) favourite colour is blue", "my all-time fave band has to be Radiohead"
  let k = w[0] === 'my' || w[0] === 'our' ? 1 : 0;
  while (['all', '-', 'time', 'all-time', 'absolute', 'current', 'personal'].includes(w[k] ?? '')) k++;
  if (w[k] === 'go' && w[k + 1] === '-' && w[k + 2] === 'to') k += 2;
  const mark = w[k] === 'to' ? 'go-to' : (w[k] ?? '');
  if (MARK.test(mark) || mark === 'go-to') {
    for (let j = k + 2; j <= Math.min(k + 8, w.length - 2); j++) {
      for (const len of [4, 3, 2, 1]) {
        if (j + len >= w.length || !LINK.test(w.slice(j, j + len).join(' '))) continue;
        // "favourite band at the moment", "favourite place in the world": the category, without its qualifier.
        const words = w.slice(k + 1, j);
        // "time of year", "day of the week" are the category whole; "of all time" qualifies it.
        const whole = (n: number) => words[n] === 'of' && !['all', 'mine', 'them', 'these', 'those'].includes(words[n + 1] ?? '') && words.length <= 4;
        const cut = words.findIndex((x, n) => n > 0 && QUALIFIER.has(x) && !whole(n));
        return favourite(mark, (cut > 0 ? words.slice(0, cut) : words).join(' '), phrase(tokens.slice(j + len)));
      }
    }
  }
  // "blue is my favourite colour"
  const back = /^(.+?) (?:is|are|'s) (?:my|our) ((?:all[- ]time )?(?:favou?rite|fave|go-to|comfort)) ([a-z -]{2,30})$/.exec(text);
  if (back && !/^(it|this|that|which|what|who)$/.test(back[1] as string)) {
    const n = (back[1] as string).split(' ').length;
    return favourite((back[2] as string).split(' ').pop() as string, back[3] as string, phrase(tokens.slice(0, n)));
  }
  // "the colour I like most is green"
  const most =
    /^(?:the|my) ([a-z -]{2,30}?) (?:that )?i (?:like|love|enjoy|prefer|rate) (?:the )?(?:most|best)(?: of all)? (?:is|are|would be|has to be) (.+)$/.exec(
      text,
    );
  if (most) return favourite('favourite', most[1] as string, said.slice(said.length - (most[2] as string).length));
  return null;
}

/**
 * "I take my coffee black", "I like my steak medium-rare", "i take my tea with oat milk": the thing
 * and how it is wanted, or null.
 */
export function howTaken(lemma: string, rest: readonly Token[]): Draft | null {
  if (!['take', 'like', 'love', 'have', 'drink', 'prefer', 'want', 'eat'].includes(lemma)) return null;
  if (rest[0]?.lower !== 'my' || rest[1]?.pos !== 'NOUN' || rest.length < 3) return null;
  let n = 2;
  while (rest[n]?.pos === 'NOUN' && n < 4) n++;
  const thing = lowerOf(rest.slice(1, n)).join(' ');
  const how = phrase(rest.slice(n));
  // "I've had my dog Pepper since 2018": a name and a time, not how the thing is taken.
  if (!how || /^(to|that|when|because|so|and)\b/i.test(how) || /^\p{Lu}/u.test(how) || /\b(since|for|until|from)\b/i.test(how)) return null;
  const topic = thing.replace(/[^a-z0-9]+/g, '_');
  const verb = lemma === 'have' ? 'has' : lemma === 'take' ? 'takes' : 'likes';
  return {
    kind: 'preference',
    content: `The user ${verb} their ${thing} ${how}.`,
    importance: 0.7,
    confidence: 0.9,
    triple: { subject: 'user', predicate: `preference.${topic}`, object: how },
    profile: { key: `preference.${topic}`, value: how },
    source: 'user_explicit',
  };
}
