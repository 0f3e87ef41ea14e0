/**
 * Ways of saying a fact that the clause readers do not take in the shape typed, rewritten to the shape they read:
 * an imperative that adds to one of the user's own lists ("also add sumac to my allergies", "pop squash on my
 * hobbies") is that list told ("my allergies: sumac"), never a standing instruction or a taste; a regional verb of
 * moving home ("we have shifted to Pune", Indian English) is "moved". What is not plainly one of these is left as typed.
 */

/** Words that do not name an item one adds: a pointer to something said ("add this"), a person. */
const POINTER = /^(?:it|this|that|these|those|them|him|her|me|us|one|some|more|another|all|everything|something|anything)\b/i;
/** Lists of one's own that are no fact about the user: a diary, a basket, a to-do list. */
const NOT_FACT =
  /^(?:notes|reminders|groceries|favourites|favorites|bookmarks|contacts|tasks|todos|to-dos|plans|lists|files|docs|documents|emails|messages|photos|pics)$/i;

/** "add X to my <plural noun>" at a clause's start (after "also", "please", "can you"), with X one short phrase. */
const ADD_TO =
  /(^|[.!?;:—–]\s*|\s-\s|,\s*(?:and\s+)?|\band\s+)((?:(?:please|pls|also|oh|and|can you|could you|would you|can u|just)\s+)*)(?:add|put|pop|stick|include|list) ([^,.;:!?—–()]{1,40}?) (?:to|on|onto|in|into|under) my ((?:[a-z-]+ )?[a-z-]+s)\b(?! (?:to|for|of)\b)((?: (?:please|pls|thanks|thx|too|as well|also))*)/gi;

/** "my allergies: sumac" for "add sumac to my allergies"; the text as typed otherwise. */
function addedToList(text: string): string {
  return text.replace(ADD_TO, (all, lead: string, _asking: string, item: string, list: string) => {
    const last = list.split(' ').pop() ?? list;
    if (POINTER.test(item) || /\bmy\b/i.test(item) || NOT_FACT.test(last)) return all;
    // "… to my allergies please": the courtesy said after the list is no item.
    return `${lead}my ${list}: ${item}`;
  });
}

/** "I have shifted to Kraków": the Indian English verb of moving home, before a place's name. */
const SHIFTED =
  /\b(I|we|I've|we've|I have|we have|I had|we had|have|has|had|just|recently|finally)( (?:just |recently |finally |now )?)shifted (to) (?=\p{Lu}\p{Ll}+)/gu;

/** The turn with these ways of saying rewritten to the shapes the clause readers take. */
export function plainPhrasing(text: string): string {
  // Only "to" a capitalised name: "shifted to nights", "shifted into a new flat" are left to other readers.
  return addedToList(text).replace(SHIFTED, (_all, who: string, adv: string, prep: string) => `${who}${adv}moved ${prep} `);
}
