/**
 * A standing rule for the assistant, told as a fact (issue 27 item 5, the import channel). An imported memory is a
 * record about the user: "Prefers answers in Spanish", "Wants the assistant to play a quiz master". A line whose own
 * clause has the ASSISTANT (or its replies) as subject and tells what it does — by a modal or a permission ("the
 * assistant should …", "replies must never …", "responses are to …", "it is fine for the bot to …"), by a habit
 * ("when asked about X, the assistant says …", "the assistant obeys all …"), or as a headless wish ("bot to treat …")
 * — is no fact about the user's life: it is a rule for the assistant, whatever it asks. Only a rule about the
 * reply's form (its language, length, spelling, units, layout, tone) is the user's preference, and stays.
 *
 * Read on {@link readAs} text (lower case, NFKC). A clause in which the assistant is only the complement of the
 * user's wish ("wants the assistant to …") is read by the other readings, not this one.
 */

/**
 * The assistant, by its names, or its replies, as a noun phrase in the languages the other readings know. "Model",
 * "agent" and a bare "AI" name other things as often ("the model should be retrained weekly", "AI should be regulated").
 */
const AGENT = String.raw`(?:(?:(?:the|this|our|my|an?|its|their|every|each|all|any|the\s+user's)\s+)?(?:(?:ai|virtual|chat|digital)\s+)?(?:assistant|bot|chatbot|helper|replies|reply|responses|response|answers)|(?:the|this|our|my|its)\s+ai)`;
const AGENT_OTHER = String.raw`(?:(?:der|die|das|le|la|l['’]|el|il|lo|o|a|de|het)\s*)?(?:assistent(?:in)?|assistant|asistente|assistente|asystent|ассистент|помощник|бот|bot)`;

/**
 * A scope of time that runs into the future, in the languages above (round 28): "from now on", "going forward",
 * "künftig", "désormais", "d'ora in poi", "в дальнейшем" — said of what the assistant does, it makes a standing rule.
 */
const FUTURE = String.raw`(?<![\p{L}])(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|hence(?:forth|forward)|here(?:after|inafter)|in\s+(?:the\s+)?future|from\s+today(?:\s+on)?|(?:zu)?künftig|ab\s+(?:sofort|jetzt|heute)|von\s+nun\s+an|fortan|désormais|dorénavant|à\s+l['’]avenir|à\s+partir\s+d['’]aujourd['’]hui|de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+(?:ahora|hoy|agora|hoje)|en\s+adelante|en\s+lo\s+sucesivo|d['’]ora\s+in\s+(?:poi|avanti)|da\s+(?:ora|adesso|oggi)\s+in\s+(?:poi|avanti)|in\s+futuro|daqui\s+(?:em|para)\s+(?:diante|frente)|de\s+agora\s+em\s+diante|doravante|voortaan|vanaf\s+nu|framöver|hädanefter|fremover|heretter|odtąd|od\s+teraz|w\s+przyszłości|в\s+дальнейшем|впредь|отныне|с\s+(?:этого\s+момента|сегодняшнего\s+дня))(?![\p{L}])`;

/**
 * "No more", "never again", "ne … plus", "nicht mehr": a change said of the assistant. After a verb of deciding it is a rule
 * ("it was agreed the bot no longer flags …"); alone it reports as often ("her assistant doesn't understand her anymore").
 */
const NO_MORE = String.raw`(?<![\p{L}])(?:never\s+again|any\s?more|no\s+longer|plus\s+jamais|ne\s+(?:\p{L}+\s+)?plus|nie\s+wieder|nicht\s+mehr|nunca\s+más|ya\s+no|mai\s+più|non\s+(?:\p{L}+\s+)?più|nunca\s+mais|não\s+(?:\p{L}+\s+)?mais|nooit\s+meer|niet\s+meer|больше\s+не|już\s+nie|aldrig\s+mer|ikke\s+(?:lenger|længere))(?![\p{L}])`;

/** A verb of deciding or agreeing whose complement is the rule: "it's been decided (that) the assistant …", "es ist vereinbart, dass der Assistent …". */
const DECIDED = String.raw`(?<![\p{L}])(?:decided|agreed|settled|ruled|resolved|established|arranged|vereinbart|beschlossen|abgemacht|festgelegt|convenu|décidé|acordado|decidido|convenido|deciso|concordato|stabilito|combinado|afgesproken|besloten|överenskommet|bestämt|решено|договорились|согласовано|uzgodniono|ustalono)\s*,?\s*(?:(?:that|dass|que|qu['’]|che|dat|att|что|że)\s+)?`;

/**
 * What may stand before the subject in its clause: nothing, a conjunction, a fronted clause of time or condition, an
 * opening quote or bracket (a JSON field's value, a quoted note), a verb of deciding, or a scope of future time.
 */
const FRONT = String.raw`(?:(?:^|[.;:!?–—|]\s*)["'“‘(\[{]?\s*(?:${FUTURE}\s*,?\s*)?|,\s*(?:and|also|but|so|then|plus)\s+|\b(?:and|also|plus)\s+|(?:^|[.;:!?]\s*)(?:when(?:ever)?|if|once|after|before|while|for)\b[^.;:!?,]{1,80},\s*|${DECIDED})`;

/** A modal, a permission or an obligation after the subject, in English and the other languages. */
const MODAL = String.raw`(?:(?:always|never|also|now|still|${NO_MORE}|${FUTURE})\s+)?(?:(?:does|do)(?:\s+not|n['’]?t)\s+(?:need|have)\s+to|needn['’]?t|should(?:n't)?|must(?:n't)?|shall|dovrà|dovranno|potrà|deberá|podrá|devra|pourra|deverá|poderá|has\s+to|have\s+to|needs?\s+to|ought\s+to|is\s+to|are\s+to|may|can|could|will|would|is\s+going\s+to|gets?\s+to|is\s+(?:allowed|permitted|free|expected|supposed|required|meant|authori[sz]ed)\s+to|are\s+(?:allowed|permitted|free|expected|supposed|required|meant)\s+to|soll|sollte|muss|darf|kann|wird|doit|devrait|peut|debe|debería|puede|deve|dovrebbe|può|pode|moet|mag|kan|powinien|powinna|musi|może|должен|должна|может|обязан)`;

/** Words of a habit: a present-tense verb is a standing rule with one of these in its clause. */
const HABIT =
  /\b(?:always|never|every|each|all|any|whenever|when asked|from now on|no matter|regardless|automatically|quietly|silently|secretly|by default|without (?:asking|telling|exception))\b/;

/** Permission for the assistant, said impersonally: "it is fine for the bot to …". */
const PERMITTED =
  /\bit(?:'s| is) (?:fine|ok|okay|alright|acceptable|allowed|permitted|expected|normal) for (?:the |this |our )?(?:assistant|ai|model|bot|chatbot|helper|agent)\s+to\b/;

/** The reply's form: what a user may ask of any answer, and that changes nothing of what the assistant does for whom. */
const FORM =
  /^(?:in|with|without|using|use|uses|answer|answers|answering|reply|replies|respond|responds|write|writes|written|keep|keeps|kept|give|gives|be|is|are|stay|stays|speak|speaks|talk|talks|format|formatted|formats|explain|explains|show|shows|end|ends|start|starts|begin|begins|open|opens|structure|structured|put|include|includes|including|add|adds|and|or|but|also|only|mostly|more|less|very|quite|rather|fairly|plain|simple|short|shorter|shortest|brief|briefly|concise|concisely|detailed|long|longer|terse|succinct|clear|clearly|friendly|formal|informal|casual|polite|warm|neutral|professional|gentle|direct|directly|spelling|spellings|units?|metric|imperial|celsius|fahrenheit|bullet|bullets|points?|lists?|numbered|tables?|headings?|headers?|paragraphs?|sentences?|lines?|words?|summary|summaries|summarised|summarized|examples?|samples?|code|snippets?|markdown|emoji|emojis|tone|register|language|languages|dialect|english|british|american|australian|indian|canadian|spanish|french|german|italian|portuguese|dutch|polish|russian|swedish|norwegian|danish|finnish|greek|turkish|japanese|chinese|korean|hindi|arabic|hebrew|latin|european|brazilian|python|typescript|javascript|sql|one|two|three|first|second|third|person|step|steps|by|of|to|the|a|an|it|its|each|every|all|any|at|as|for|from|possible|please|sentence|paragraph|point|line|page|pages|characters|kurz|kurze|kurzen|knapp|deutsch|englisch|französisch|spanisch|court|courte|courtes|français|anglais|corto|corta|cortas|breve|breves|español|inglés|italiano|português|nederlands|kort|korte|en|auf|in|em|na|po|polsku|krótko|по-русски|кратко|коротко|[.,;:!?()'"-])$/;

/**
 * The same form, in the other languages {@link AGENT_OTHER} names the assistant in (DE, FR, ES, IT, PT, NL, PL, RU): the
 * verbs of answering, writing, stating and using, the units and measures (and the measures' names in English too:
 * kilometres, miles, pounds), the reply's language, length and register, and their short words. "Der Assistent soll künftig Temperaturen in Celsius angeben" asks only for the reply's form.
 */
const FORM_OTHER =
  /^(?:antworten|antwortet|beantworten|schreiben|schreibt|angeben|angibt|verwenden|verwendet|benutzen|benutzt|nutzen|formulieren|sprechen|siezen|duzen|temperaturen|temperatur|einheiten|grad|metrisch\p{L}*|kürzer|knapper|höflich\p{L}*|förmlich\p{L}*|stichpunkten|sätzen|nur|immer|und|oder|mit|ohne|im|den|die|der|das|répondre|répond|écrire|écrit|utiliser|utilise|donner|indiquer|indique|parler|vouvoyer|vouvoyant|tutoyer|tutoyant|unités|métriques?|degrés|températures?|phrases|courtes?|listes?|avec|sans|et|ou|le|la|les|des|toujours|seulement|responder|responde|escribir|escriba|usar|use|utilizar|indicar|indique|hablar|tutear|unidades|métric[oa]s?|sistema|grados|temperaturas?|frases|cortas?|con|sin|y|o|el|los|las|siempre|solo|rispondere|risponde|scrivere|scriva|usare|utilizzare|indicare|parlare|unità|metric[ihoa]|gradi|frasi|brevi|elenchi|senza|e|il|lo|gli|le|sempre|escrever|usar|indicar|falar|em|com|sem|graus|curtas?|métric[oa]s?|sempre|antwoorden|antwoordt|schrijven|gebruiken|geven|met|zonder|en|eenheden|graden|zinnen|korte|altijd|alleen|odpowiadać|odpowiada|pisać|używać|po|w|z|bez|i|krótko|krótkie|zdania|jednostki|stopnie|metryczne|отвечать|отвечает|писать|использовать|на|по-русски|кратко|коротко|в|с|без|и|только|всегда|единицы|градусы|метрические|фразами|предложениями|kilomet\p{L}*|kilómetros|chilometri|quilômetros|kilometr\p{L}*|километр\p{L}*|meilen|miles?|millas|miglia|milhas|meter[ns]?|mètres|metros|metri|km|kg|lbs?|pounds?|pfund|feet|inch(?:es)?|zoll|entfernung(?:en)?|distances?|distancias?|distanze|distâncias?|gewicht(?:e|en)?|weights?|poids|pes[io]s?|temperatures?)$/u;

/** The first standing rule for the assistant in `t` ({@link readAs} text), or null. */
export function standingRule(t: string): string | null {
  if (PERMITTED.test(t)) {
    const m = PERMITTED.exec(t) as RegExpExecArray;
    if (!formOnly(clauseAfter(t, m.index + m[0].length))) return 'standing rule';
  }
  // a headless wish at the line's start: "bot to treat …", "assistant to always …"
  const headless = new RegExp(`^\\s*${AGENT}\\s+to\\s+(?:always\\s+|never\\s+)?\\p{L}`, 'u').exec(t);
  if (headless && !replyTo(t) && !formOnly(clauseAfter(t, headless[0].length - 1))) return 'standing rule';
  for (const agent of [AGENT, AGENT_OTHER]) {
    const re = new RegExp(`${FRONT}(${agent})\\s+(?:(?:also|always|never|now|still|quietly|silently|automatically)\\s+)?`, 'gu');
    for (const m of t.matchAll(re)) {
      const at = (m.index ?? 0) + m[0].length;
      const rest = t.slice(at);
      const modal = new RegExp(`^${MODAL}(?![\\p{L}])`, 'u').exec(rest);
      const clause = clauseAfter(t, at + (modal ? modal[0].length : 0));
      if (modal) {
        // of replies, "can" and "will" describe (an HTTP response "can be cached", "will look like this"); a rule obliges
        const output = /(?:replies|reply|responses|response|answers)$/u.test(m[1] ?? '');
        if (output && /^(?:may|can|could|will|would|won['’]?t|can['’]?t|cannot|wouldn['’]?t|is\s+going\s+to|gets?\s+to)$/u.test(modal[0].trim())) continue;
        if (!formOnly(clause)) return 'standing rule';
        continue;
      }
      // a present-tense verb of habit: "the assistant obeys all …", "… the assistant says they are unreliable"
      const verb = /^(?:does\s+not\s+|doesn't\s+|no\s+longer\s+)?(\p{L}+s)\b/u.exec(rest);
      const fronted = /^(?:[.;:!?]\s*)?(?:when|whenever|if|once)\b/.test(m[0].trimStart());
      // …said of the assistant by name, not of a noun that only begins a compound ("model trains always run …")
      const named = /assistant|chatbot|bot|helper|(?:the|this|our|my|its)\s+ai|ассистент|помощник|assistent|asistente/u.test(m[1] ?? '');
      if (named && verb && !/^(?:is|was|has|does|plays|played|forgets|ignores)$/.test(verb[1] ?? '') && (HABIT.test(clause) || fronted) && !formOnly(clause))
        return 'standing rule';
      // any verb, in any language's order, with a scope of future time in the clause: "der Assistent künftig … weglässt"
      const scope = new RegExp(FUTURE, 'u').test(clause) || (new RegExp(DECIDED, 'u').test(m[0]) && new RegExp(NO_MORE, 'u').test(clause));
      if (named && scope && !formOnly(clause.replace(new RegExp(`${FUTURE}|${NO_MORE}`, 'gu'), ' '))) return 'standing rule';
    }
  }
  // "going forward u dont need to ask me …": the reader addressed, with a scope of future time and a modal
  const told = new RegExp(`(?:${FUTURE}\\s*,?\\s*(?:you|u)|(?<![\\p{L}])(?:you|u)\\s+${FUTURE})\\s+(?:${MODAL})(?![\\p{L}])`, 'u').exec(t);
  if (told && !formOnly(clauseAfter(t, told.index + told[0].length))) return 'standing rule';
  // "ab sofort soll der Assistent …": the modal before its subject after a fronted scope of future time (a V2 language's order)
  const inverted = new RegExp(`(?:^|[.;:!?]\\s*)${FUTURE}\\s*,?\\s*(?:${MODAL})\\s+(?:${AGENT_OTHER}|${AGENT})(?![\\p{L}])`, 'u').exec(t);
  if (inverted && !formOnly(clauseAfter(t, inverted.index + inverted[0].length))) return 'standing rule';
  // "P.S. to any AI summarising this thread: mark …": a line addressed to the assistant, then what it is to do
  const addressed = ADDRESSED.exec(t);
  if (addressed && !formOnly(clauseAfter(t, addressed.index + addressed[0].length))) return 'standing rule';
  return null;
}

/**
 * "Reply to everything in French", "answer to me in Polish": the line opens with the verb of answering and its object,
 * not with a wish for the replies ("replies to be short"): after "to" stands a determiner, a quantifier or a pronoun.
 */
function replyTo(t: string): boolean {
  return /^\s*(?:reply|answer|respond)\s+to\s+(?:every|everything|everyone|anything|anyone|all|any|each|the|a|an|my|his|her|their|our|your|me|him|them|us|it|this|that|these|those)(?![\p{L}])/u.test(
    t,
  );
}

/** A note, a postscript or a greeting addressed to the assistant by its names (not "my assistant", a person), then a colon or a dash. */
const ADDRESSED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:p\.?\s?s\.?|n\.?b\.?|note|notes|message|reminder|memo|request|instructions?|hint)\s+(?:to|for)|attention|attn\.?|dear|hey|hi|hello)\s+(?:any|the|all|every|each|this|whatever|whichever)?\s*(?:(?:ai|virtual|chat|digital)\s+)?(?:ai|assistant|assistants|bot|bots|chatbot|chatbots|llm|llms|language\s+models?|agent|agents|helper)(?![\p{L}])[^:.!?\n]{0,60}?\s*[:–—]\s*`,
  'u',
);

/** The rest of the clause from `at`: to the next sentence's end or semicolon. */
function clauseAfter(t: string, at: number): string {
  return t.slice(at).split(/[.;!?](?:\s|$)|;/)[0] ?? '';
}

/** True when every word of `clause` is about the reply's form (see {@link FORM}). */
function formOnly(clause: string): boolean {
  // a scope of future time says when the form applies, not what the assistant does ("soll künftig … angeben")
  const words = clause
    .replace(new RegExp(FUTURE, 'gu'), ' ')
    .split(/\s+/u)
    .filter((w) => w !== '');
  return words.length > 0 && words.every((w) => form(w.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/gu, '')) || /^\d+$/.test(w));
}

/** One word of the reply's form, in English or another language the assistant is named in. */
function form(w: string): boolean {
  return FORM.test(w) || FORM_OTHER.test(w);
}
