/**
 * Nationality adjectives (demonyms) of the world's countries and a few common regional and informal
 * ones, lower case. A closed class: "I'm Italian" states a nationality, never a name. Compound forms
 * ("Sri Lankan", "New Zealander", "South African") are listed whole.
 */
const WORDS = `afghan albanian algerian american andorran angolan argentine argentinian armenian australian austrian azerbaijani
bahamian bahraini bangladeshi barbadian belarusian belgian belizean beninese bhutanese bolivian bosnian botswanan brazilian british
bruneian bulgarian burkinabe burmese burundian cambodian cameroonian canadian catalan chadian chilean chinese colombian congolese
croatian cuban cypriot czech danish djiboutian dominican dutch ecuadorian egyptian emirati english eritrean estonian ethiopian
fijian filipino finnish french gabonese gambian georgian german ghanaian greek grenadian guatemalan guinean guyanese haitian
honduran hungarian icelandic indian indonesian iranian iraqi irish israeli italian ivorian jamaican japanese jordanian kazakh
kenyan kiwi korean kosovan kuwaiti kyrgyz lao laotian latvian lebanese liberian libyan liechtensteiner lithuanian luxembourgish
macedonian malagasy malawian malaysian maldivian malian maltese mauritanian mauritian mexican moldovan monegasque mongolian
montenegrin moroccan mozambican namibian nepali nepalese nicaraguan nigerian nigerien norwegian omani pakistani palestinian
panamanian paraguayan persian peruvian polish portuguese qatari romanian russian rwandan salvadoran samoan saudi scottish
senegalese serbian seychellois singaporean slovak slovakian slovenian somali spanish sudanese surinamese swazi swedish swiss
syrian taiwanese tajik tanzanian thai togolese tongan trinidadian tunisian turkish turkmen ugandan ukrainian uruguayan uzbek
venezuelan vietnamese welsh yemeni zambian zimbabwean aussie brit yank puerto-rican basque kurdish tibetan flemish walloon
quebecois cornish manx faroese greenlandic`;
const COMPOUND = [
  'sri lankan',
  'new zealander',
  'south african',
  'south korean',
  'north korean',
  'northern irish',
  'puerto rican',
  'costa rican',
  'saudi arabian',
  'sierra leonean',
  'papua new guinean',
  'east timorese',
  'cape verdean',
  'hong konger',
  'south sudanese',
  'equatorial guinean',
  'central african',
  'bosnian and herzegovinian',
];

const SET = new Set([...WORDS.split(/\s+/).filter(Boolean), ...COMPOUND]);

/** Whether `value` (any case, one or more words) is a nationality adjective. */
export function isDemonym(value: string): boolean {
  return SET.has(value.trim().toLowerCase().replace(/\s+/g, ' '));
}

/** Informal nationality words and the formal one they mean ("Aussie" is Australian). */
const INFORMAL: Readonly<Record<string, string>> = { aussie: 'australian', kiwi: 'new zealander', brit: 'british', yank: 'american', pom: 'british' };

/** The formal nationality a word means ("aussie" → "australian"); the word itself when it is not informal. */
export function formalDemonym(value: string): string {
  const v = value.trim().toLowerCase();
  return INFORMAL[v] ?? v;
}
