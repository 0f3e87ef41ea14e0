/**
 * The word tables of the structural reading of instructions (directives.ts): which verbs discard,
 * override, bypass or reveal, which nouns name what the assistant must keep (its rules and prompt, its
 * operator, the data it stores for others), and which words make such a noun the assistant's own or
 * someone else's. Classes of words, not sentences: a reading finds a verb of a class aimed at the
 * assistant, then its object, and asks whose object it is.
 *
 * English verbs are listed in their base form and inflected ({@link inflect}); the other languages
 * (French, German, Spanish, Portuguese, Italian) list the forms an instruction takes — imperative,
 * infinitive, second person, gerund — as regular-expression stems, since their base form alone is
 * not what a command uses.
 */

/** Verbs whose final consonant doubles before -ing (set → setting). */
const DOUBLE = new Set('set put drop skip strip stop get forget quit scrap shut step omit cut output let'.split(' '));

/** The third-person and -ing forms of a verb phrase, inflecting its first word. */
export function inflect(phrase: string): { third: string; ing: string } {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const third = /(?:s|x|z|ch|sh)$/.test(head) ? `${head}es` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`;
  const ing = DOUBLE.has(head)
    ? `${head}${head.slice(-1)}ing`
    : /ie$/.test(head)
      ? `${head.slice(0, -2)}ying`
      : /[^e]e$/.test(head)
        ? `${head.slice(0, -1)}ing`
        : `${head}ing`;
  return { third: `${third}${tail}`, ing: `${ing}${tail}` };
}

/** English verbs of discarding, overriding or bypassing (base forms). */
export const DISCARD_EN = [
  'ignore',
  'disregard',
  'set aside',
  'put aside',
  'lay aside',
  'cast aside',
  'push aside',
  'brush aside',
  'sweep aside',
  'drop',
  'override',
  'overrule',
  'overwrite',
  'bypass',
  'circumvent',
  'get around',
  'work around',
  'sidestep',
  'evade',
  'dodge',
  'skirt',
  'forget',
  'forget about',
  'pay no attention to',
  'pay no heed to',
  'pay no mind to',
  'take no notice of',
  'give no weight to',
  'discard',
  'abandon',
  'throw out',
  'throw away',
  'toss out',
  'toss aside',
  'ditch',
  'scrap',
  'skip',
  'suspend',
  'lift',
  'waive',
  'disable',
  'turn off',
  'switch off',
  'shut off',
  'deactivate',
  'remove',
  'strip away',
  'break',
  'violate',
  'defy',
  'disobey',
  'flout',
  'neglect',
  'break free of',
  'break free from',
  'escape',
  'step outside',
  'shelve',
  'overlook',
  'sideline',
  'nullify',
  'revoke',
  'rescind',
  'relax',
  'loosen',
  'weaken',
  'let go of',
  'get rid of',
  'deviate from',
  'depart from',
  'opt out of',
];

/** Irregular past tenses ("if you forgot your rules"); the others take -ed. */
const PAST: Readonly<Record<string, string>> = {
  set: 'set',
  put: 'put',
  lay: 'laid',
  cast: 'cast',
  forget: 'forgot',
  override: 'overrode',
  overwrite: 'overwrote',
  break: 'broke',
  get: 'got',
  throw: 'threw',
  shut: 'shut',
  let: 'let',
  quit: 'quit',
  pay: 'paid',
  take: 'took',
  give: 'gave',
  sweep: 'swept',
};

/** The past tense of a verb phrase, inflecting its first word. */
export function pastOf(phrase: string): string {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const past =
    PAST[head] ??
    (DOUBLE.has(head) ? `${head}${head.slice(-1)}ed` : /e$/.test(head) ? `${head}d` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ied` : `${head}ed`);
  return `${past}${tail}`;
}

/** Verbs that take a party as their object ("ignore the operator"); "turn the system off" does not. */
export const PARTY_VERBS =
  /^(?:ignor|disregard|set|put|lay|cast|brush|sweep|push|pa(?:y|id)|tak|giv|forg[eo]t|bypass|circumvent|overrul|overr[io]d|def[yi]|disobey|stop|quit|ceas|no longer|not|never|do|don't|does|doesn't|did|refus|sidestep|evad|dodg|sidelin|overlook)/;

/** Verbs whose particle may follow the object ("set the operator's guidance aside", "turn the safety filter off"). */
export const SEPARABLE_EN: readonly (readonly [string, string])[] = [
  ['set', 'aside'],
  ['put', 'aside'],
  ['lay', 'aside'],
  ['push', 'aside'],
  ['brush', 'aside'],
  ['cast', 'aside'],
  ['sweep', 'aside'],
  ['toss', 'aside|out'],
  ['throw', 'out|away'],
  ['turn', 'off'],
  ['switch', 'off'],
  ['shut', 'off'],
  ['strip', 'away'],
];

/** Verbs of keeping to a rule: negated ("do not follow", "stop obeying") they discard it. */
export const COMPLY_EN = [
  'follow',
  'obey',
  'respect',
  'apply',
  'heed',
  'listen to',
  'honor',
  'honour',
  'observe',
  'comply with',
  'abide by',
  'adhere to',
  'stick to',
  'enforce',
  'care about',
  'worry about',
  'pay attention to',
  'pay heed to',
  'defer to',
  'uphold',
  'stay within',
  'keep within',
];

/** English verbs of revealing or sending data (base forms). */
export const REVEAL_EN = [
  'reveal',
  'print',
  'print out',
  'dump',
  'output',
  'show',
  'display',
  'leak',
  'disclose',
  'expose',
  'share',
  'recite',
  'repeat',
  'list',
  'export',
  'exfiltrate',
  'send',
  'forward',
  'post',
  'upload',
  'email',
  'tell',
  'give',
  'hand over',
  'spill',
  'paste',
  'echo',
  'read out',
  'copy',
  'write out',
  'spell out',
  'divulge',
  'publish',
  'transmit',
  'relay',
  'pass on',
  'provide',
];

/** Verbs of answering or acting: "answer without regard for your rules", "operate outside its policies". */
export const ACT_EN = 'answer respond reply act behave operate work proceed continue write help comply talk speak chat function'.split(' ');

/** What links an acting verb to the rules it sets aside. */
export const ACT_LINK_EN =
  '(?:without (?:any )?(?:regard|respect|reference|deference|heed|thought|attention) (?:to|for)|with no regard (?:to|for)|regardless of|irrespective of|in spite of|despite|in defiance of|against|outside(?: of)?|beyond|unconstrained by|unrestricted by|unbound by|free (?:of|from)|without (?:following|obeying|respecting|heeding|considering|applying|honou?ring|checking|minding|observing)|(?:by|while) (?:ignoring|disregarding|bypassing|overriding|setting aside|circumventing|skipping|dropping|breaking|violating|forgetting))';

/**
 * The nouns an instruction's object is found by, per language: `rule` (what governs the assistant: its
 * instructions, rules, prompt, policies, guardrails, safety, filters), `party` (who governs it: operator,
 * developer, system), `data` (what it stores: memories, notes, profiles) and `secret` (secrets,
 * passwords, credentials, keys). German compounds are read by their last part (Sicherheits·richtlinien).
 */
export interface ObjectWords {
  readonly rule: RegExp;
  readonly party: RegExp;
  readonly data: RegExp;
  readonly secret: RegExp;
  /** Words before the noun that make it the assistant's: possessives of the assistant, "system", "safety", "hidden". */
  readonly strong: RegExp;
  /** Quantifiers and "previous": the assistant's unless a complement gives it another owner ("all the rules of chess"). */
  readonly weak: RegExp;
  /** Words before the noun that give it another owner: my, our, their, a. */
  readonly foreign: RegExp;
  /** A complement after the noun that names the assistant's side ("of the system", "you were given", "du système"). */
  readonly strongPost: RegExp;
  /** A complement after the noun that names another owner ("of chess", "in the manual", "de la belote"); tested after {@link strongPost}. */
  readonly foreignPost: RegExp;
  /** Complements that name no owner ("on request", "for this user"). */
  readonly neutralPost: RegExp;
  /** Data of other people: "other users'", "of every user", "degli altri utenti". */
  readonly crossUser: RegExp;
  /** Secrets the assistant holds: "stored", "saved", "all", "your". */
  readonly stored: RegExp;
}

const ASSISTANT_EN =
  '(?:assistant|ai|model|bot|chatbot|system|operator|operators|developer|developers|dev|devs|creator|creators|maker|makers|openai|anthropic|platform|provider|claude)';

export const OBJECTS_EN: ObjectWords = {
  rule: /^(?:instructions?|rules?|rulebook|guidance|guidelines?|guardrails?|layers?|mechanisms?|polic(?:y|ies)|restrictions?|limits?|limitations?|constraints?|filters?|safeguards?|safety|protections?|directives?|prompts?|programming|principles|boundaries|ethics|protocols?|moderation|conditioning|alignment|configuration|config|settings|orders|commands|checks)$/,
  party: /^(?:operators?|developers?|devs|system|creators?|makers?|openai|anthropic|deployers?)$/,
  data: /^(?:memories|memory|data|records?|notes|conversations?|chats?|messages?|histor(?:y|ies)|profiles?|files?|details|information|info|emails?|logs?|transcripts?|preferences|facts)$/,
  secret: /^(?:secrets?|passwords?|passcodes?|credentials?|keys?|tokens?)$/,
  strong: new RegExp(
    `^(?:your|yours|its|system|safety|security|content|moderation|operator|developer|dev|hidden|internal|initial|original|built-in|builtin|core|default|base|programmed|preset|ethical|usage|guard|prompt|${ASSISTANT_EN}['’]s?|(?:the )?${ASSISTANT_EN}['’])$`,
  ),
  weak: /^(?:all|every|any|each|previous|prior|earlier|above|preceding|existing|standing|current|usual)$/,
  foreign: /^(?:my|our|his|her|their|mine|ours|a|an|this|that|these|those|[\p{L}\p{N}-]+['’]s?)$/u,
  strongPost: new RegExp(
    `^(?:you (?:were|have been|'ve been|are|got) (?:given|trained|told|programmed|set up)|given to you|you (?:follow|have|operate under|run under|live by|obey|were trained)|(?:that|which) (?:you|the (?:system|operator|developer)) |(?:of|from|by|set by|written by|given by|imposed by|in|within|inside) (?:the |your |this |its )?${ASSISTANT_EN}\\b|(?:in|of) (?:the |your )?system prompt|your (?:developer|operator|creator|maker|owner)s? (?:gave|set|wrote|gives|defined|imposed|put)|above\\b|before this|so far|until now|up to now|from before)`,
  ),
  foreignPost: /^(?:(?:of|in|on|from|at|about|inside|within|regarding|for)\s|(?:that |which )?(?:i|we|he|she|they|my \w+|our \w+) (?!(?:am|are|is)\b)\p{L}+)/u,
  neutralPost:
    /^(?:on (?:request|demand)|when asked|in (?:full|(?:every|each|all|any|your|the) (?:reply|replies|answer|answers|response|responses|chat|chats|conversation|conversations|session|sessions))|in (?:this|the) (?:chat|conversation|session|workspace|account)|at (?:once|all times|all)|for (?:(?:this|the|my|every|all|each|any) ?)?(?:user|users|account|accounts|chat|chats|conversation|conversations|session|sessions|request|requests|question|questions|answer|answers|reply|replies|workspace|me|us|him|her|them|everyone|anyone|good|now|the rest)\b)/,
  crossUser:
    /\b(?:other|another|every|each|all|any)(?: other)? users?['’]?s?\b|\b(?:everyone|everybody|someone else|other people|others)['’]s?\b|\b(?:of|from|belonging to|for|about) (?:every|each|all|any|other|another|the other)(?: (?:the|other))? (?:users?|people|persons|customers|accounts|members|clients|patients)\b|\bof (?:everyone|everybody|others)\b|\bother (?:accounts|customers|members|clients|people)['’]?/,
  stored: /^(?:stored|saved|remembered|kept|cached|all|every|any|your|its|internal|hidden|system['’]s)$/,
};

/**
 * A language read word by word from the verb: its verb forms (each a regular expression), the words
 * before a verb that make someone else its subject ("je", "ich"), and the words an object starts with
 * that only link it to the verb ("de", "às"). `order: 'ov'` reads the object before the verb too
 * (German infinitives: "die Vorgaben des Entwicklers missachten").
 */
export interface Language {
  readonly name: string;
  readonly discard: string;
  readonly reveal: string;
  /** "you are no longer bound by" and the like, followed by the object. */
  readonly free: string;
  readonly otherSubject: RegExp;
  readonly link: RegExp;
  readonly objects: ObjectWords;
  readonly order: 'vo' | 'both';
}

const romance = (o: {
  rule: string;
  party: string;
  data: string;
  secret: string;
  strong: string;
  weak: string;
  foreign: string;
  assistant: string;
  crossUser: string;
  stored: string;
}): ObjectWords => ({
  rule: new RegExp(`^(?:${o.rule})$`, 'u'),
  party: new RegExp(`^(?:${o.party})$`, 'u'),
  data: new RegExp(`^(?:${o.data})$`, 'u'),
  secret: new RegExp(`^(?:${o.secret})$`, 'u'),
  strong: new RegExp(`^(?:${o.strong})$`, 'u'),
  weak: new RegExp(`^(?:${o.weak})$`, 'u'),
  foreign: new RegExp(`^(?:${o.foreign})$`, 'u'),
  strongPost: new RegExp(
    `^(?:(?:de|del|des|du|d['’]|da|do|dos|das|di|della|dello|dell['’]|dei|degli|delle|dal|dalla|dai|des|der|von|vom)\\s*(?:la |le |el |les |o |a |il |lo |l['’])?(?:${o.assistant})|(?:${o.assistant}))`,
    'u',
  ),
  foreignPost:
    /^(?:de|del|des|du|d['’]|da|do|dos|das|di|della|dello|dell['’]|dei|degli|delle|en|in|sur|sobre|em|no|na|nel|nella|dans|meiner|meines|unserer|unseres|von|vom|im)\s*/u,
  neutralPost: /^(?:pour (?:cet|ce|cette|l['’])|para (?:este|esta|mí|mi)|per (?:questo|me)|für (?:diesen|mich))/u,
  crossUser: new RegExp(o.crossUser, 'u'),
  stored: new RegExp(`^(?:${o.stored})$`, 'u'),
});

/** French, Spanish, Portuguese, Italian and German: verb forms and object words. */
export const LANGUAGES: readonly Language[] = [
  {
    name: 'fr',
    discard:
      'ignore[sz]?|ignorer|ignorant|oublie[sz]?|oublier|oubliant|contourne[sz]?|contourner|contournant|outrepasse[sz]?|outrepasser|désactive[sz]?|désactiver|écarte[sz]?|écarter|enfrein[sd]|enfreignez|enfreindre|viole[sz]?|violer|néglige[sz]?|négliger|(?:mets|mettez|mettre|laisse|laissez|laisser) de côté|(?:passe|passez|passer) outre(?: à| aux)?|(?:fais|faites|faire|faisant) abstraction|ne (?:tiens|tenez) (?:plus |pas )?compte|sans (?:tenir compte|respecter|suivre|égard pour|égard à)|ne (?:plus |pas )tenir compte|ne (?:respecte|respectez|suis|suivez) (?:plus|pas)|ne (?:plus|pas) (?:suivre|respecter)|(?:cesse|cessez|arrête|arrêtez|arrêter|cesser) de (?:suivre|respecter)|au mépris',
    reveal:
      'révèle[sz]?|révéler|montre[sz]?|montrer|affiche[sz]?|afficher|divulgue[sz]?|divulguer|partage[sz]?|partager|dévoile[sz]?|dévoiler|imprime[sz]?|imprimer|envoie[sz]?|envoyez|envoyer|transmets|transmettez|transmettre|liste[sz]?|lister|communique[sz]?|communiquer|récite[sz]?|réciter|donne-moi|donnez-moi',
    free: "(?:tu n['’]es|vous n['’]êtes|il n['’]est|l['’]assistant n['’]est) plus (?:lié|tenu|soumis|obligé|contraint|limité)e?s?(?: par| à| aux)?|(?:tu es|vous êtes) (?:libéré|libre|affranchi|dispensé|exempt)e?s?(?: de| des| du| d['’])?",
    otherSubject: /^(?:je|j['’]|il|elle|on|nous|ils|elles)$/u,
    link: /^(?:de|des|du|d['’]|à|aux|au|moi|nous|-moi)$/u,
    order: 'vo',
    objects: romance({
      rule: "instructions?|consignes?|règles?|directives?|restrictions?|politiques?|filtres?|garde-fous|limites|prompts?|(?:l['’])?instructions?|programmation|principes|protocoles?",
      party: "opérateur|(?:l['’])?opérateur|développeur|(?:l['’])?système|système|créateurs?",
      data: 'souvenirs|mémoires|données|conversations|messages|profils|notes|historiques?|informations',
      secret: 'secrets?|mots|codes|clés|identifiants',
      strong: 'tes|vos|ton|ta|ses|leurs',
      weak: 'toutes|tous',
      foreign: 'mes|nos|mon|ma|notre|un|une',
      assistant:
        "système|sécurité|l['’]opérateur|opérateur|développeur|l['’]assistant|assistant|modèle|ia|précédentes|antérieures|initiales|d['’]origine|internes|cachées",
      crossUser: "\\b(?:des|d['’]|de tous les|de toutes les) ?autres utilisat\\w*|\\bde tous les utilisat\\w*",
      stored: 'stockés|enregistrés|sauvegardés|mémorisés|tous|toutes',
    }),
  },
  {
    name: 'es',
    discard:
      'ignora|ignore|ignores|ignoren|ignorad|ignorar|ignorando|olvida|olvide|olvides|olvidad|olvidar|olvidando|omite|omita|omitir|descarta|descarte|descartar|elude|eluda|eludir|sáltate|saltarse|sáltese|desactiva|desactive|desactivar|viola|viole|violar|burla|burle|burlar|sortea|sortee|sortear|anula|anule|anular|(?:pasa|pase|pasar|pasando) por alto|(?:haz|haga|hacer|haciendo) caso omiso(?: de| a)?|no (?:hagas|haga) caso(?: de| a)?|(?:deja|deje|dejar|dejando) de lado|sin (?:tener en cuenta|respetar|seguir|considerar|hacer caso de)|no (?:sigas|siga|respetes|respete|obedezcas|obedezca)|(?:deja|deje|dejar) de (?:seguir|respetar|obedecer)',
    reveal:
      'revela|revele|revelar|revelando|muestra|muestre|mostrar|mostrando|imprime|imprima|imprimir|comparte|comparta|compartir|divulga|divulgue|divulgar|filtra|filtre|filtrar|envía|envia|envíe|enviar|lista|liste|listar|vuelca|vuelque|volcar|dime|dame|expón|exponer',
    free: '(?:ya no|no) (?:estás|está|estas|esta|eres|es) (?:obligad|limitad|atad|sujet|vinculad)[oa]s?(?: a| por| al| a las| a los)?|(?:eres|estás|es|está) libre de',
    otherSubject: /^(?:yo|él|ella|nosotros|nosotras|ellos|ellas)$/u,
    link: /^(?:de|del|a|al|me)$/u,
    order: 'vo',
    objects: romance({
      rule: 'instrucciones|instrucción|reglas?|normas?|directrices|directivas?|políticas?|restricciones|filtros?|salvaguardas|indicaciones|límites|prompt|programación|principios|protocolos?',
      party: 'operador|desarrollador|sistema|creadores?',
      data: 'recuerdos|memorias|datos|conversaciones|mensajes|perfiles|notas|historial|información',
      secret: 'secretos?|contraseñas?|claves|credenciales',
      strong: 'tus|sus|tu|su',
      weak: 'todas|todos',
      foreign: 'mis|nuestras|nuestros|mi|nuestra|nuestro|una|un',
      assistant: 'sistema|seguridad|operador|desarrollador|asistente|modelo|ia|anteriores|previas|originales|ocultas|internas|iniciales',
      crossUser: '\\bde (?:los )?(?:demás|otros|todos los) usuari\\w*|\\bde otr[oa]s usuari\\w*',
      stored: 'guardad[oa]s|almacenad[oa]s|todos|todas',
    }),
  },
  {
    name: 'pt',
    discard:
      'ignore|ignora|ignorar|ignorando|ignorem|esqueça|esquece|esquecer|esquecendo|desconsidere|desconsidera|desconsiderar|descarte|descarta|descartar|pule|pula|pular|contorne|contorna|contornar|burle|burla|burlar|desative|desativa|desativar|desligue|desliga|desligar|viole|viola|violar|(?:deixe|deixa|deixar) de lado|sem (?:levar em conta|considerar|respeitar|seguir)|(?:não|nao) (?:siga|sigas|respeite|obedeça)|(?:pare|deixe|para) de (?:seguir|respeitar|obedecer)|passe por cima d[aeo]s?',
    reveal:
      'revele|revela|revelar|mostre|mostra|mostrar|imprima|imprime|imprimir|compartilhe|compartilha|compartilhar|partilhe|partilha|partilhar|divulgue|divulga|divulgar|envie|envia|enviar|liste|lista|listar|vaze|vaza|vazar|exponha|expor',
    free: '(?:não|nao) (?:está|esta|estás|és|é) mais (?:pres|obrigad|limitad|vinculad|sujeit)[oa]s?(?: a| à| às| ao| aos| por| pelas| pelos| pela| pelo)?|(?:está|estás|é|és) livre (?:de|das|dos|da|do)',
    otherSubject: /^(?:eu|ele|ela|nós|eles|elas)$/u,
    link: /^(?:de|da|do|das|dos|a|à|às|ao|aos|me)$/u,
    order: 'vo',
    objects: romance({
      rule: 'instruções|instrução|regras?|normas?|diretrizes|políticas?|restrições|filtros?|proteções|limites|prompt|programação|princípios|protocolos?',
      party: 'operador|desenvolvedor|sistema|criadores?',
      data: 'memórias|lembranças|dados|conversas|mensagens|perfis|notas|histórico|informações',
      secret: 'segredos?|senhas?|chaves|credenciais',
      strong: 'suas|seus|sua|seu|tuas|teus|tua|teu',
      weak: 'todas|todos',
      foreign: 'minhas|meus|minha|meu|nossas|nossos|nossa|nosso|uma|um',
      assistant: 'sistema|segurança|operador|desenvolvedor|assistente|modelo|ia|anteriores|prévias|originais|ocultas|internas|iniciais',
      crossUser: '\\bd(?:e|os|as) (?:outr[oa]s|tod[oa]s (?:os|as)|demais) (?:usuári|utilizador)\\w*',
      stored: 'guardad[oa]s|armazenad[oa]s|salv[oa]s|tod[oa]s',
    }),
  },
  {
    name: 'it',
    discard:
      'ignora|ignori|ignorate|ignorare|ignorando|dimentica|dimentichi|dimenticate|dimenticare|dimenticando|trascura|trascuri|trascurare|scarta|scarti|scartare|salta|salti|saltare|aggira|aggiri|aggirare|bypassa|bypassare|disattiva|disattivi|disattivare|viola|violi|violare|(?:metti|metta|mettete|mettere|lascia|lasciare) da parte|non (?:seguire|segua|rispettare|rispetti|obbedire)|(?:smetti|smettere|smettila) di (?:seguire|rispettare|obbedire)|senza (?:tenere conto|tener conto|rispettare|seguire|badare)|infischiati|fregatene',
    reveal:
      'rivela|riveli|rivelare|mostra|mostri|mostrare|stampa|stampi|stampare|condividi|condivida|condividere|divulga|divulghi|divulgare|invia|invii|inviare|elenca|elenchi|elencare|svela|sveli|svelare|dimmi|dammi',
    free: 'non (?:sei|è|e) più (?:vincolat|legat|obbligat|tenut|soggett|limitat)[oaie](?: a| alle| ai| al| agli| dalle| dai| dal| da)?|(?:sei|è) liber[oa] da',
    otherSubject: /^(?:io|lui|lei|noi|loro|voi)$/u,
    link: /^(?:di|delle|dei|degli|del|della|a|alle|ai|al|mi)$/u,
    order: 'vo',
    objects: romance({
      rule: 'istruzioni|istruzione|regole|regola|linee|direttive|politiche|restrizioni|filtri|filtro|protezioni|limiti|prompt|programmazione|principi|protocolli',
      party: "operatore|(?:l['’])?operatore|sviluppatore|sistema|creatori",
      data: 'ricordi|memorie|dati|conversazioni|messaggi|profili|note|cronologia|informazioni',
      secret: 'segreti|password|credenziali|chiavi',
      strong: 'tue|tuoi|tua|tuo|sue|suoi|sua|suo',
      weak: 'tutte|tutti',
      foreign: 'mie|miei|mia|mio|nostre|nostri|nostra|nostro|una|un',
      assistant: "sistema|sicurezza|l['’]operatore|operatore|sviluppatore|assistente|modello|ia|precedenti|originali|nascoste|interne|iniziali",
      crossUser: '\\b(?:degli|di) (?:altri|tutti gli) utenti|\\bdi altri utenti',
      stored: 'salvati|memorizzati|archiviati|salvate|memorizzate|tutti|tutte',
    }),
  },
  {
    name: 'de',
    discard:
      // separable verbs ("lass … außer Acht", "setz … außer Kraft", "schalte … ab"): the verb, when its particle follows
      '(?:lass|lasst|lassen)(?=(?:\\s+\\S+){1,6}?\\s+(?:au(?:ß|ss)er acht|beiseite|links liegen)(?![\\p{L}]))|(?:setz|setze|setzt)(?=(?:\\s+\\S+){1,6}?\\s+au(?:ß|ss)er kraft(?![\\p{L}]))|(?:schalte|schalt|schaltet)(?=(?:\\s+\\S+){1,6}?\\s+(?:ab|aus)(?![\\p{L}]))|' +
      'ignorieren|ignoriere|ignorier|ignorierst|missachten|missachte|missachtest|vergessen|vergiss|vergisst|übergehen|übergehe|übergehst|umgehen|umgehe|umgeh|umgehst|deaktivieren|deaktiviere|deaktivierst|abschalten|ausschalten|aufheben|überschreiben|brechen|verletzen|beiseitelassen|beiseite lassen|beiseiteschieben|beiseite schieben|au(?:ß|ss)er acht lassen|links liegen lassen|nicht (?:mehr |länger )?(?:befolgen|beachten|einhalten|folgen|respektieren)|befolge (?:nicht|keine)|befolgst (?:nicht|keine)|halte dich nicht (?:mehr )?an|halt dich nicht (?:mehr )?an',
    reveal:
      'verraten|verrate|verrat|offenlegen|preisgeben|zeigen|zeige|zeig|anzeigen|ausgeben|weitergeben|teilen|teile|auflisten|schicken|schicke|senden|sende|nennen|nenne|nenn',
    free: '(?:du bist|sie sind|der assistent ist) (?:nicht mehr|nicht länger) (?:an|durch)|(?:du bist|sie sind) (?:frei|befreit) von',
    otherSubject: /^(?:ich|er|sie|es|wir|man|ihr)$/u,
    link: /^(?:an|von|mir|uns)$/u,
    order: 'both',
    objects: {
      rule: /^(?:\p{L}*(?:anweisung|anweisungen|regel|regeln|richtlinie|richtlinien|vorgabe|vorgaben|vorschrift|vorschriften|beschränkungen|einschränkungen|filter|schutzmaßnahmen|leitlinien|instruktionen|prompt|prompts|grenzen))$/u,
      party: /^(?:betreiber|betreibers|entwickler|entwicklers|system|systems|schöpfer)$/u,
      data: /^(?:\p{L}*(?:erinnerungen|daten|gespräche|nachrichten|profile|notizen|verläufe))$/u,
      secret: /^(?:\p{L}*(?:geheimnisse|passwörter|zugangsdaten|schlüssel|kennwörter))$/u,
      strong: /^(?:deine|deinen|deiner|ihre|ihren|seine|seinen)$/u,
      weak: /^(?:alle|sämtliche|jede|jegliche|allen|vorherigen|bisherigen|früheren)$/u,
      foreign: /^(?:meine|meinen|meiner|unsere|unseren|unserer|eine|einen)$/u,
      strongPost: /^(?:des (?:betreibers|entwicklers|systems|assistenten)|der (?:betreiber|entwickler|ki)|vom (?:betreiber|entwickler|system))/u,
      foreignPost: /^(?:des|der|meiner|meines|unserer|unseres|von|vom|im|in|für)\s/u,
      neutralPost: /^(?:für (?:diesen|mich|dieses|alle))/u,
      crossUser: /\b(?:anderer|aller|fremder) (?:nutzer|benutzer|user|kunden)\b|\b(?:der|von) anderen (?:nutzern|benutzern|usern)\b/u,
      stored: /^(?:gespeicherten|gespeicherte|alle|sämtliche|deine)$/u,
    },
  },
];

/** Compound-noun parts that make a German noun the assistant's (System·anweisungen, Sicherheits·regeln). */
export const DE_STRONG_COMPOUND = /^(?:system|sicherheits|betreiber|entwickler|inhalts|moderations|schutz|ki)\p{L}+/u;
