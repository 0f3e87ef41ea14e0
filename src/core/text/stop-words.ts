/**
 * English function words that carry no topic; dropped from keyword indexing and queries. Never a
 * month name: "may" is a modal verb too, but "where did I travel in May" needs it (issue 24).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves also might must shall let us yes ok okay oh hey hi hello yeah
  really just like get got im ive id youre dont doesnt didnt cant wont isnt arent wasnt s t d ll m re ve`
    .split(/\s+/)
    .filter(Boolean),
);
