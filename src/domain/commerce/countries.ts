/**
 * Every country and territory of ISO 3166-1 (alpha-2), the codes an address's `country` holds
 * and shipping zones list. Names are not kept here: `countryName` asks the browser's or the
 * server's Intl for them in the reader's language.
 */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/**
 * One name reader per language, made once (making one costs far more than asking it), owned by
 * countryName; at most 50 languages are kept, so a stream of odd language codes cannot grow it.
 */
const namers = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ("Japan", "Japon"), its code when Intl does not know it. */
export function countryName(code: string, locale = "en"): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
    if (namers.size < 50) namers.set(locale, namer);
  }
  return namer.of(code) ?? code;
}

/** Codes sorted by their names in a language, as a select lists them. */
export function byCountryName(codes: readonly string[], locale = "en"): string[] {
  return [...codes].sort((a, b) => countryName(a, locale).localeCompare(countryName(b, locale), locale));
}
