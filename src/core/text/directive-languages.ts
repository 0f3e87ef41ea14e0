/**
 * The other languages of the structural reading (directives.ts): French, Spanish, Portuguese, Italian,
 * German, Dutch and Polish. Each lists the forms an instruction takes — imperative, infinitive, second person,
 * subjunctive of politeness, gerund, and the negations of keeping to a rule — as regular-expression
 * stems, and the words that find and own an object (see {@link ObjectWords}). A small table per
 * language, not sentences.
 */
import type { ObjectWords } from './directive-words.js';

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
  /**
   * Third-person and past forms ("negeert", "ignoruje", "wysyłał"), read only when an assistant's noun
   * ({@link agent}) is the clause's subject before them: said of anyone else they report, not instruct.
   */
  readonly third?: { readonly discard: string; readonly reveal: string; readonly agent: RegExp };
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
    `^(?:(?:de|del|des|du|d['’]|da|do|dos|das|di|della|dello|dell['’]|dei|degli|delle|dal|dalla|dai|des|der|von|vom)\\s*(?:la |le |el |les |los |las |o |a |os |as |il |lo |i |gli |l['’]|tus |sus |tes |vos |ses |tuas |suas |teus |seus |tuoi |suoi |tue |sue )?(?:${o.assistant})|(?:${o.assistant}))`,
    'u',
  ),
  foreignPost:
    /^(?:de|del|des|du|d['’]|da|do|dos|das|di|della|dello|dell['’]|dei|degli|delle|en|in|sur|sobre|em|no|na|nel|nella|dans|meiner|meines|unserer|unseres|von|vom|im)\s*/u,
  neutralPost: /^(?:pour (?:cet|ce|cette|l['’])|para (?:este|esta|mí|mi)|per (?:questo|me)|für (?:diesen|mich))/u,
  crossUser: new RegExp(o.crossUser, 'u'),
  stored: new RegExp(`^(?:${o.stored})$`, 'u'),
});

/** French, Spanish, Portuguese, Italian, German, Dutch and Polish: verb forms and object words. */
export const LANGUAGES: readonly Language[] = [
  {
    name: 'fr',
    discard:
      'ignore[sz]?|ignorer|ignorant|oublie[sz]?|oublier|oubliant|contourne[sz]?|contourner|contournant|outrepasse[sz]?|outrepasser|désactive[sz]?|désactiver|écarte[sz]?|écarter|enfrein[sd]|enfreignez|enfreindre|viole[sz]?|violer|néglige[sz]?|négliger|(?:mets|mettez|mettre|laisse|laissez|laisser) de côté|(?:passe|passez|passer) outre(?: à| aux)?|(?:fais|faites|faire|faisant) abstraction|ne (?:tiens|tenez|tienne|tiennes|tiennent|tient|tiendra|tiendrait|tenir) (?:plus |pas |jamais )?compte|ne (?:prends|prenez|prenne|prennent|prend|prendre) (?:plus |pas |jamais )?en (?:compte|considération)|sans (?:tenir compte|respecter|suivre|égard pour|égard à)|ne (?:plus |pas )tenir compte|ne (?:respecte|respectez|suis|suivez) (?:plus|pas)|ne (?:plus|pas) (?:suivre|respecter)|(?:cesse|cessez|cesser|arrête|arrêtez|arrêter|arrête) de (?:suivre|respecter|tenir compte|prendre en compte)|au mépris|transgresse[sz]?|transgresser|bafoue[sz]?|bafouer|court-circuite[sz]?|court-circuiter|(?:désobéis|désobéissez|désobéir) (?:à|aux)|(?:affranchis-toi|affranchissez-vous|s\u0027affranchir) d(?:e|es|u|\u0027)|(?:passe-toi|passez-vous|se passer) d(?:e|es|u|\u0027)|ne (?:suis|suivez|respecte|respectez|applique|appliquez) (?:jamais|plus jamais)',
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
        "système|sécurité|créateurs|concepteurs|l['’]opérateur|opérateur|développeur|l['’]assistant|assistant|modèle|ia|précédentes|antérieures|initiales|d['’]origine|internes|cachées",
      crossUser: "\\b(?:des|d['’]|de tous les|de toutes les) ?autres utilisat\\w*|\\bde tous les utilisat\\w*",
      stored: 'stockés|enregistrés|sauvegardés|mémorisés|tous|toutes',
    }),
  },
  {
    name: 'es',
    discard:
      'ignora|ignore|ignores|ignoren|ignorad|ignorar|ignorando|olvida|olvide|olvides|olvidad|olvidar|olvidando|omite|omita|omitir|descarta|descarte|descartar|elude|eluda|eludir|sáltate|saltarse|sáltese|desactiva|desactive|desactivar|viola|viole|violar|burla|burle|burlar|sortea|sortee|sortear|anula|anule|anular|(?:pasa|pase|pasar|pasando) por alto|(?:haz|haga|hacer|haciendo) caso omiso(?: de| a)?|no (?:hagas|haga) caso(?: de| a)?|(?:deja|deje|dejar|dejando) de lado|sin (?:tener en cuenta|respetar|seguir|considerar|hacer caso de)|no (?:sigas|siga|respetes|respete|obedezcas|obedezca)|(?:deja|deje|dejar|dejando) de (?:seguir|respetar|obedecer|cumplir|acatar|tener en cuenta|considerar|hacer caso a|hacer caso de)|(?:no|ya no|nunca) (?:tengas|tenga|tener) en cuenta|(?:nunca|jamás|ya no)(?: más)? (?:sigas|siga|respetes|respete|obedezcas|obedezca|cumplas|cumpla|acates|acate|hagas caso a|hagas caso de)|no (?:cumplas|cumpla|acates|acate)|infringe|infrinja|infringir|transgrede|transgreda|transgredir|desobedece|desobedezca|desobedecer|sáltese|sáltense|evita|evite|evitar|salta|salte|saltar',
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
      assistant: 'sistema|seguridad|creadores|operador|desarrollador|asistente|modelo|ia|anteriores|previas|originales|ocultas|internas|iniciales',
      crossUser: '\\bde (?:los )?(?:demás|otros|todos los) usuari\\w*|\\bde otr[oa]s usuari\\w*',
      stored: 'guardad[oa]s|almacenad[oa]s|todos|todas',
    }),
  },
  {
    name: 'pt',
    discard:
      'ignore|ignora|ignorar|ignorando|ignorem|esqueça|esquece|esquecer|esquecendo|desconsidere|desconsidera|desconsiderar|descarte|descarta|descartar|pule|pula|pular|contorne|contorna|contornar|burle|burla|burlar|desative|desativa|desativar|desligue|desliga|desligar|viole|viola|violar|(?:deixe|deixa|deixar) de lado|sem (?:levar em conta|considerar|respeitar|seguir)|(?:não|nao) (?:siga|sigas|respeite|obedeça)|(?:pare|deixe|para|deixar|parar) de (?:seguir|respeitar|obedecer|levar em conta|considerar)|(?:não|nao) (?:leve|levar|leva) (?:mais )?em (?:conta|consideração)|passe por cima d[aeo]s?|(?:nunca mais|jamais|não mais) (?:siga|respeite|obedeça|cumpra|acate)|(?:não|nao) (?:cumpra|acate|obedeça|respeite) mais|infrinja|infringe|infringir|transgrida|transgride|transgredir|desobedeça|desobedece|desobedecer|drible|dribla|driblar|evite|evita|evitar',
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
      assistant: 'sistema|segurança|criadores|operador|desenvolvedor|assistente|modelo|ia|anteriores|prévias|originais|ocultas|internas|iniciais',
      crossUser: '\\bd(?:e|os|as) (?:outr[oa]s|tod[oa]s (?:os|as)|demais) (?:usuári|utilizador)\\w*',
      stored: 'guardad[oa]s|armazenad[oa]s|salv[oa]s|tod[oa]s',
    }),
  },
  {
    name: 'it',
    discard:
      'ignora|ignori|ignorate|ignorare|ignorando|dimentica|dimentichi|dimenticate|dimenticare|dimenticando|trascura|trascuri|trascurare|scarta|scarti|scartare|salta|salti|saltare|aggira|aggiri|aggirare|bypassa|bypassare|disattiva|disattivi|disattivare|viola|violi|violare|(?:metti|metta|mettete|mettere|lascia|lasciare) da parte|non (?:seguire|segua|rispettare|rispetti|obbedire)|(?:smetti|smetta|smettere|smettila) di (?:seguire|rispettare|obbedire|tenere conto|considerare)|non (?:tenga|tieni|tenere|tengano|tiene) (?:più )?conto|senza (?:tenere conto|tener conto|rispettare|seguire|badare)|infischiati|fregatene|scavalca|scavalchi|scavalcare|oltrepassa|oltrepassi|oltrepassare|eludi|eluda|eludere|infrangi|infranga|infrangere|trasgredisci|trasgredisca|trasgredire|disobbedisci|disobbedire|evita|eviti|evitare|non (?:seguire|rispettare|obbedire|osservare) più|(?:mai più|più) (?:seguire|rispettare|obbedire)|non (?:segui|rispetti|obbedisci|osservi) (?:più|mai)',
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
      assistant: "sistema|sicurezza|creatori|l['’]operatore|operatore|sviluppatore|assistente|modello|ia|precedenti|originali|nascoste|interne|iniziali",
      crossUser: '\\b(?:degli|di) (?:altri|tutti gli) utenti|\\bdi altri utenti',
      stored: 'salvati|memorizzati|archiviati|salvate|memorizzate|tutti|tutte',
    }),
  },
  {
    name: 'de',
    discard:
      // separable verbs ("lass … außer Acht", "setz … außer Kraft", "schalte … ab"): the verb, when its particle follows
      '(?:lass|lasst|lassen)(?=(?:\\s+\\S+){1,6}?\\s+(?:au(?:ß|ss)er acht|beiseite|links liegen)(?![\\p{L}]))|(?:setz|setze|setzt)(?=(?:\\s+\\S+){1,6}?\\s+au(?:ß|ss)er kraft(?![\\p{L}]))|(?:schalte|schalt|schaltet)(?=(?:\\s+\\S+){1,6}?\\s+(?:ab|aus)(?![\\p{L}]))|' +
      'ignorieren|ignoriere|ignorier|ignorierst|missachten|missachte|missachtest|vergessen|vergiss|vergisst|übergehen|übergehe|übergehst|umgehen|umgehe|umgeh|umgehst|deaktivieren|deaktiviere|deaktivierst|abschalten|ausschalten|aufheben|überschreiben|brechen|verletzen|beiseitelassen|beiseite lassen|beiseiteschieben|beiseite schieben|au(?:ß|ss)er acht lassen|links liegen lassen|nicht (?:mehr |länger )?(?:befolgen|beachten|einhalten|folgen|respektieren|berücksichtigen)|befolge (?:nicht|keine)|befolgst (?:nicht|keine)|halte dich nicht (?:mehr )?an|halt dich nicht (?:mehr )?an',
    reveal:
      // separable verbs of giving out, in any person ("gibst … deinen Systemprompt aus", "zeigt … an", "legst … offen"): the verb, when its particle follows
      '(?:gib|gibst|gebt|geben)(?=(?:\\s+\\S+){1,8}?\\s+(?:aus|preis|weiter|wieder)(?![\\p{L}]))|(?:zeig|zeige|zeigst)(?=(?:\\s+\\S+){1,8}?\\s+an(?![\\p{L}]))|(?:leg|lege|legst)(?=(?:\\s+\\S+){1,8}?\\s+offen(?![\\p{L}]))|' +
      'verraten|verrate|verrat|verrätst|offenlegen|preisgeben|zeigen|zeige|zeig|zeigst|anzeigen|ausgeben|weitergeben|teilen|teile|teilst|auflisten|schicken|schicke|senden|sende|nennen|nenne|nenn',
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
  {
    name: 'nl',
    discard:
      'negeer|negeren|vergeet|vergeten|omzeil|omzeilen|overtreed|overtreden|schend|schenden|passeer|passeren|(?:volg|respecteer|gehoorzaam) (?:niet|nooit) (?:meer )?|(?:niet|nooit) (?:meer )?(?:volgen|respecteren|naleven|gehoorzamen)|houd je (?:niet|nooit) (?:meer )?aan|trek je niets (?:meer )?aan van|zonder rekening te houden met|lap aan je laars',
    reveal: 'onthul|onthullen|toon|tonen|deel|delen|verklap|verklappen|prijsgeven|geef prijs|vertel|vertellen|lek|lekken|print|printen',
    free: '(?:je bent|jij bent|u bent|de assistent is|het model is) (?:niet langer|niet meer|nooit meer) gebonden aan|(?:je bent|jij bent|u bent) vrij van',
    otherSubject: /^(?:ik|hij|zij|ze|we|wij|jullie|men)$/u,
    link: /^(?:de|het|aan|van|me|mij|ons|vanaf|voortaan|nu|altijd|gewoon|ook|meteen|direct|dan|steeds)$/u,
    order: 'vo',
    third: {
      discard:
        'negeert|negeerde|vergeet|omzeilt|omzeilde|overtreedt|schendt|passeert|(?:volgt|respecteert|gehoorzaamt) (?:niet|nooit) (?:meer )?|houdt zich (?:niet|nooit) (?:meer )?aan|trekt zich niets (?:meer )?aan van|lapt aan zijn laars',
      reveal: 'onthult|toont|deelt|verklapt|geeft prijs|vertelt|lekt|print',
      agent: /(?<![\p{L}])(?:assistent|assistente|chatbot|bot|model|ai|ki|agent|taalmodel)(?![\p{L}])/u,
    },
    objects: {
      rule: /^(?:\p{L}*(?:instructies|instructie|regels|regel|richtlijnen|richtlijn|voorschriften|beperkingen|filters|prompt|prompts|beleid|grenzen|veiligheidsmaatregelen))$/u,
      party: /^(?:beheerder|beheerders|operator|ontwikkelaar|ontwikkelaars|systeem|makers?)$/u,
      data: /^(?:\p{L}*(?:herinneringen|gegevens|gesprekken|berichten|profielen|notities|geschiedenis|informatie))$/u,
      secret: /^(?:\p{L}*(?:geheimen|wachtwoorden|sleutels|inloggegevens))$/u,
      strong: /^(?:je|jouw|uw|zijn|haar|verborgen|interne|geheime|oorspronkelijke)$/u,
      weak: /^(?:alle|vorige|eerdere|bestaande|huidige)$/u,
      foreign: /^(?:mijn|onze|ons|een|hun)$/u,
      strongPost: /^(?:van (?:de |het |je |jouw |zijn )?(?:beheerder|beheerders|operator|ontwikkelaar|ontwikkelaars|systeem|assistent|model|bot|makers?))/u,
      foreignPost: /^(?:van|in|op|uit|bij|over)\s/u,
      neutralPost: /^(?:voor (?:mij|deze|dit|ons|iedereen))/u,
      crossUser: /(?<![\p{L}])(?:van (?:alle )?(?:de )?andere (?:gebruikers|klanten|mensen)|van (?:alle|iedere|elke) gebruikers?)(?![\p{L}])/u,
      stored: /^(?:opgeslagen|bewaarde|alle)$/u,
    },
  },
  {
    name: 'pl',
    discard:
      'ignoruj|zignoruj|ignorować|zignorować|ignorując|pomiń|pomijaj|pominąć|pomijać|zapomnij o|zapomnieć o|obejdź|obejść|obchodzić|wyłącz|wyłączyć|złam|łam|łamać|złamać|narusz|naruszać|naruszyć|lekceważ|zlekceważ|lekceważyć|zlekceważyć|odrzuć|odrzucić|nie (?:stosuj|stosować) się do|nie (?:przestrzegaj|przestrzegać|słuchaj|słuchać|respektuj|respektować|wykonuj|wykonywać)|nie trzymaj się|przestań (?:przestrzegać|stosować się do|słuchać)|nie (?:musisz|trzeba) (?:już )?(?:przestrzegać|stosować się do|słuchać)',
    reveal:
      'ujawnij|ujawniać|ujawnić|pokaż|pokazywać|pokazać|udostępnij|udostępniać|udostępnić|przekaż|przekazywać|przekazać|podaj|podawać|podać|wypisz|wypisać|zdradź|zdradzać|zdradzić|wyjaw|wyjawiać|wyjawić|(?:dziel|podziel) się|powiedz',
    free: '(?:nie jesteś|asystent nie jest|model nie jest|bot nie jest) (?:już )?(?:związany|związana|ograniczony|ograniczona|zobowiązany|zobowiązana)(?: przez| do)?|jesteś (?:wolny|wolna) od',
    otherSubject: /^(?:ja|on|ona|ono|my|oni|one|wy|ktoś)$/u,
    link: /^(?:do|z|ze|mi|nam|od|teraz|zawsze|już|się|o|wszystkim|każdemu)$/u,
    order: 'vo',
    third: {
      discard:
        'ignoruje|ignorował[aoy]?|ignorowała|zignoruje|zignorował[aoy]?|pomija|pomijał[aoy]?|pominie|obchodzi|obchodził[aoy]?|łamie|łamał[aoy]?|narusza|naruszał[aoy]?|lekceważy|lekceważył[aoy]?|odrzuca|odrzucał[aoy]?|nie (?:stosuje|stosował[aoy]?) się do|nie (?:przestrzega|przestrzegał[aoy]?|słucha|słuchał[aoy]?|respektuje|wykonuje)|nie trzyma się|nie musi (?:już )?(?:przestrzegać|stosować się do|słuchać)',
      reveal:
        'ujawnia|ujawniał[aoy]?|ujawni|pokazuje|pokazywał[aoy]?|pokaże|udostępnia|udostępniał[aoy]?|udostępni|przekazuje|przekazywał[aoy]?|przekaże|podaje|podawał[aoy]?|poda|wypisuje|zdradza|zdradzał[aoy]?|zdradzi|wyjawia|wyjawi|dzieli się|dzielił[aoy]? się',
      agent: /(?<![\p{L}])(?:asystent\p{L}*|chatbot\p{L}*|czatbot\p{L}*|bot|bota|model|modelu|ai|si|agent)(?![\p{L}])/u,
    },
    objects: {
      rule: /^(?:\p{L}*(?:instrukcj[aeięi]|instrukcji|zasad|zasady|zasadę|zasadami|reguł|reguły|regułę|wytyczn\p{L}*|polityk[aięi]|ograniczeń|ograniczenia|filtr\p{L}*|prompt\p{L}*|regulamin\p{L}*|przepis\p{L}*|zabezpiecze\p{L}*))$/u,
      party: /^(?:operator\p{L}*|administrator\p{L}*|deweloper\p{L}*|twórc\p{L}*|system\p{L}*)$/u,
      data: /^(?:wspomnie\p{L}*|pamię\p{L}*|dane|danych|rozmow\p{L}*|rozmów|wiadomoś\p{L}*|histori\p{L}*|notat\p{L}*|profil\p{L}*|informacj\p{L}*)$/u,
      secret: /^(?:sekret\p{L}*|hasł\p{L}*|hasła|klucz\p{L}*|poświadcze\p{L}*)$/u,
      strong: /^(?:twoje|twoich|twoja|twój|twoim|twoimi|swoje|swoich|swoją|swój|ukryte|ukrytych|wewnętrzne|systemowe|systemowych)$/u,
      weak: /^(?:wszystkie|wszystkich|poprzednie|poprzednich|wcześniejsze|wcześniejszych|dotychczasowe)$/u,
      foreign: /^(?:moje|moich|moja|mój|nasze|naszych|nasza|nasz|jakieś|jego|jej|ich)$/u,
      strongPost: /^(?:operatora|operatorów|administratora|systemu|dewelopera|twórcy|twórców|bezpieczeństwa|asystenta|modelu|bota|firmy)(?![\p{L}])/u,
      foreignPost: /^(?!(?:i|oraz|teraz|już|zawsze|kiedy|gdy|jeśli|jeżeli|bo|na zawsze)(?![\p{L}]))\p{L}+\s/u,
      neutralPost: /^(?:dla (?:mnie|tego|tej|nas|wszystkich))/u,
      crossUser: /(?<![\p{L}])(?:innych|wszystkich|pozostałych) (?:użytkowników|klientów|osób)(?![\p{L}])/u,
      stored: /^(?:zapisane|zapisanych|przechowywane|przechowywanych|wszystkie|wszystkich|twoje)$/u,
    },
  },
];

/** Compound-noun parts that make a German or Dutch noun the assistant's (System·anweisungen, Sicherheits·regeln, veiligheids·regels). */
export const DE_STRONG_COMPOUND =
  /^(?:system|sicherheits|betreiber|entwickler|inhalts|moderations|schutz|ki|systeem|veiligheids|beheerders|ontwikkelaars|inhouds)\p{L}+/u;
