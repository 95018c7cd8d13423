import { brand } from '@maplestone/shared/brand';
import { domainFr } from '@maplestone/shared/i18n/fr/domain';
import { formatCad } from '@maplestone/shared/mortgage/money';
import { findProvince, NATIONAL, type ProvinceCode } from '@maplestone/shared/rates/provinces';
import { formatRate } from '@maplestone/shared/rates/rates';
import { numberFormat } from '@maplestone/shared/text/intl';
import type { AdvisorWords, ExampleRate } from './answers-en';

/**
 * The offline advisor's words in Canadian French (issue 20; docs/french-glossary.md): the same answers as
 * answers-en.ts, from the same figures, formatted fr-CA (« 4,74 % », « 2 326,42 $ »).
 */

const NBSP = '\u00a0';
const pct = (value: number) => formatRate(value, 'public', 'fr');
const cad = (value: number) => formatCad(value, { locale: 'fr' });
const cad0 = (value: number) => formatCad(value, { decimals: 0, locale: 'fr' });
/** A percent as the rules give it ('5 %', '3,10 %'): the percent unit, so 5 stays 5. */
const percent = (value: number, decimals = 0) =>
  numberFormat(
    { style: 'unit', unit: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    'fr-CA',
  ).format(value);
const decimal = (value: number, decimals = 2) =>
  numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }, 'fr-CA').format(value);
/** In French, 'point' takes the plural from 2 on. */
const points = (value: number, decimals = 2) => `${decimal(value, decimals)} point${value >= 2 ? 's' : ''}`;
const share = (ratio: number) => percent(Math.round(ratio * 100));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const yearsOf = (term: string) => Number.parseInt(term, 10);
const typeName = (type: string) => (type === 'fixed' ? 'fixe' : type === 'variable' ? 'variable' : type);
const typePlural = (type: string) => (type === 'fixed' ? 'fixes' : type === 'variable' ? 'variables' : type);
/** '5 year' fixed → 'fixe de 5 ans' (as in « taux fixe de 5 ans »). */
const product = (term: string, type: string) => `${typeName(type)} de ${domainFr.years(yearsOf(term))}`;

/** Each province with its preposition (« au Québec », « en Ontario ») and its article (« le Québec »). */
const PROVINCE_FORMS: Record<ProvinceCode, { in: string; the: string }> = {
  AB: { in: 'en Alberta', the: 'l’Alberta' },
  BC: { in: 'en Colombie-Britannique', the: 'la Colombie-Britannique' },
  MB: { in: 'au Manitoba', the: 'le Manitoba' },
  NB: { in: 'au Nouveau-Brunswick', the: 'le Nouveau-Brunswick' },
  NL: { in: 'à Terre-Neuve-et-Labrador', the: 'Terre-Neuve-et-Labrador' },
  NT: { in: 'dans les Territoires du Nord-Ouest', the: 'les Territoires du Nord-Ouest' },
  NS: { in: 'en Nouvelle-Écosse', the: 'la Nouvelle-Écosse' },
  NU: { in: 'au Nunavut', the: 'le Nunavut' },
  ON: { in: 'en Ontario', the: 'l’Ontario' },
  PE: { in: 'à l’Île-du-Prince-Édouard', the: 'l’Île-du-Prince-Édouard' },
  QC: { in: 'au Québec', the: 'le Québec' },
  SK: { in: 'en Saskatchewan', the: 'la Saskatchewan' },
  YT: { in: 'au Yukon', the: 'le Yukon' },
};

/** « au Québec », « à l’échelle nationale »; a name the table does not know is kept. */
const where = (region: string) => {
  if (region === NATIONAL) return 'à l’échelle nationale';
  const code = findProvince(region)?.code;
  return code ? PROVINCE_FORMS[code].in : `pour ${region}`;
};
const withArticle = (region: string) => {
  const code = findProvince(region)?.code;
  return code ? PROVINCE_FORMS[code].the : region;
};
const andList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? '');
const quote = (text: string) => `«${NBSP}${text}${NBSP}»`;

const rateLabel = (rate: ExampleRate) =>
  rate.ours
    ? `à ${pct(rate.ratePct)} (notre taux ${product(rate.ours.term, rate.ours.type)} ${where(rate.ours.region)})`
    : `à ${pct(rate.ratePct)}`;

const HELP =
  'Je peux vous renseigner sur les taux du jour par province et par terme, le versement pour un montant donné, la mise de fonds minimale, l’assurance prêt hypothécaire (SCHL), la simulation de crise, votre capacité d’emprunt, les documents à fournir, la préautorisation, le renouvellement ou le refinancement, ainsi que nos produits et services.';

const DOCUMENTS = [
  'Une pièce d’identité avec photo délivrée par le gouvernement',
  `Une preuve de revenu${NBSP}: une lettre d’emploi récente et des talons de paie; vos feuillets T4 et avis de cotisation des deux dernières années (travailleur autonome${NBSP}: deux années d’avis de cotisation et de déclarations T1 générales, plus les états financiers de l’entreprise)`,
  `Une preuve de mise de fonds${NBSP}: les relevés des 90 derniers jours des comptes d’où elle provient, ou une lettre de don signée`,
  `Pour un achat${NBSP}: la promesse d’achat acceptée et la fiche descriptive de la propriété`,
  `Pour un renouvellement ou un refinancement${NBSP}: votre relevé hypothécaire actuel, votre compte de taxes foncières et votre assurance habitation`,
];

const documents = `Les prêteurs demandent habituellement${NBSP}: ${DOCUMENTS.map((d, i) => `(${i + 1}) ${d}`).join('; ')}. Votre courtier vous envoie la liste de votre prêteur et vous pouvez tout téléverser de façon sécurisée.`;

const reachAt = (email: string | null, phone: string | null) =>
  [email ? `à ${email}` : null, phone ? `au ${phone}` : null].filter(Boolean).join(' ou ');

export const advisorFr: AdvisorWords = {
  rateLabel,
  rates: {
    noTable: `Je n’ai pas accès à notre grille de taux pour le moment. Veuillez nous appeler au ${brand.phone} et un courtier vous donnera les taux du jour.`,
    otherTerm: (terms, other) =>
      `Nous publions des taux pour des termes de ${andList(terms.map((term) => String(yearsOf(term))))} ans; un courtier peut vous proposer un terme de ${domainFr.years(yearsOf(other))} sur demande.`,
    none: (term, type, region) =>
      `Nous n’avons pas de taux ${product(term, type)} ${where(region)} aujourd’hui.`,
    belowPosted: (difference, postedPct) =>
      ` C’est ${points(difference)} de moins que le taux affiché des banques (${pct(postedPct)}).`,
    fellBack: (type, province) =>
      ` (${where(province)}, nous publions les taux ${typePlural(type)} nationaux)`,
    best: (term, type, region, ratePct, note, posted) =>
      `Notre meilleur taux ${product(term, type)} ${where(region)} aujourd’hui est de ${pct(ratePct)}${note}.${posted}`,
    lowestInRegion: (region, term, type, ratePct) =>
      `Le taux le plus bas ${where(region)} en ce moment est le taux ${product(term, type)}, à ${pct(ratePct)}.`,
    example: (principal, ratePct, years, monthly, qualifyingPct) =>
      `Par exemple, un prêt hypothécaire de ${cad0(principal)} à ${pct(ratePct)} amorti sur ${domainFr.years(years)} coûte environ ${cad(monthly)} par mois. Pour établir votre admissibilité, les prêteurs utiliseront le taux de ${pct(qualifyingPct)} (la simulation de crise).`,
    list: (type, region, rates, noneFor) =>
      `Nos taux ${typePlural(type)} ${where(region)} aujourd’hui${noneFor ? ` (taux nationaux; aucun taux publié ${where(noneFor)})` : ''}${NBSP}: ${rates.map((r) => `${domainFr.years(yearsOf(r.term))} à ${pct(r.ratePct)}`).join(', ')}.`,
    lowest: (term, type, ratePct, region) =>
      `Le plus bas est le taux ${product(term, type)}, à ${pct(ratePct)}${region ? ` (${where(region)})` : ''}.`,
    askProvince: 'Indiquez-moi votre province et je vous montrerai les taux qui s’y appliquent.',
    disclaimer:
      'Les taux peuvent varier et changer en tout temps; un courtier confirme le taux pour votre dossier.',
  },
  payment: {
    askRate: 'Indiquez-moi le taux que vous envisagez et je calculerai le versement.',
    insured: (down, price, loan, premium, premiumRate, total) =>
      `Avec une mise de fonds de ${cad0(down)} sur ${cad0(price)}, le prêt hypothécaire est de ${cad0(loan)}, plus une prime d’assurance prêt hypothécaire (SCHL) de ${cad(premium)} (${percent(premiumRate * 100, 2)}), soit ${cad0(total)} au total.`,
    uninsured: (down, price, total) =>
      `Avec une mise de fonds de ${cad0(down)} sur ${cad0(price)}, le prêt hypothécaire est de ${cad0(total)}.`,
    notInsurable: (conventionalPct, minimumDown) =>
      `À noter${NBSP}: avec une mise de fonds de moins de ${percent(conventionalPct)}, cet achat ne peut pas être assuré; les prêteurs exigeront donc une mise de fonds plus importante (au moins ${cad0(minimumDown)}).`,
    askAmount: (amount, years) =>
      `Avec plaisir! Indiquez-moi le montant du prêt hypothécaire (ou le prix et votre mise de fonds) et, si vous le souhaitez, le taux et la période d’amortissement. Par exemple${NBSP}: ${quote(`Quel est le versement sur ${cad0(amount)} amorti sur ${domainFr.years(years)}?`)}`,
    summary: (principal, rate, years, monthly, biWeekly, accelerated) =>
      `Un prêt hypothécaire de ${cad0(principal)} ${rateLabel(rate)}, amorti sur ${domainFr.years(years)}, coûte environ ${cad(monthly)} par mois, ou ${cad(biWeekly)} aux deux semaines (${cad(accelerated)} en versements aux deux semaines accélérés, ce qui permet de le rembourser des années plus tôt).`,
    interest: (total) =>
      `Sur toute la période d’amortissement, cela représente environ ${cad0(total)} d’intérêts si le taux restait le même.`,
    compounding:
      'Ces montants utilisent la capitalisation semestrielle, comme le font les prêteurs canadiens.',
  },
  insurance: {
    general: (rules, taxProvinces) => {
      const tiers = rules.tiers
        .map(
          (t) =>
            `mise de fonds de ${percent(t.minDownPct)} à moins de ${percent(t.maxDownPct)}${NBSP}: ${percent(t.ratePct, 2)}`,
        )
        .join('; ');
      return `L’assurance prêt hypothécaire (SCHL, Sagen ou Canada Guaranty) est obligatoire lorsque votre mise de fonds est inférieure à ${percent(rules.conventionalDownPct)}. La prime est un pourcentage du prêt, ajouté au prêt hypothécaire${NBSP}: ${tiers}. Une période d’amortissement de plus de ${domainFr.years(rules.maxStandardAmortizationYears)} ajoute ${points(rules.extendedAmortizationSurchargePct)}. Les propriétés de ${cad0(rules.maxInsurablePrice)} ou plus ne peuvent pas être assurées. ${capitalize(andList(taxProvinces.map(withArticle)))} ${taxProvinces.length > 1 ? 'perçoivent' : 'perçoit'} aussi la taxe de vente sur la prime, payable à la clôture. Indiquez-moi le prix et votre mise de fonds, et je la calculerai.`;
    },
    notRequired: (down, price, downPct, conventionalPct) =>
      `Avec une mise de fonds de ${cad0(down)} sur ${cad0(price)} (${percent(downPct, 1)}), vous n’avez pas besoin d’assurance prêt hypothécaire${NBSP}: elle s’applique sous ${percent(conventionalPct)} de mise de fonds.`,
    notInsurable: (down, price, downPct, maxPrice, minimumDown) =>
      `Avec une mise de fonds de ${cad0(down)} sur ${cad0(price)} (${percent(downPct, 1)}), le prêt hypothécaire ne peut pas être assuré (mise de fonds de moins de ${percent(5)}, prix de ${cad0(maxPrice)} ou plus, ou longue période d’amortissement). La mise de fonds minimale pour ce prix est de ${cad0(minimumDown)}.`,
    premium: (down, price, downPct, premiumRate, loan, premium) =>
      `Avec une mise de fonds de ${cad0(down)} sur ${cad0(price)} (${percent(downPct, 1)}), la prime de la SCHL est de ${percent(premiumRate * 100, 2)} du prêt de ${cad0(loan)}${NBSP}: ${cad(premium)}, ajoutée à votre prêt hypothécaire pour un total de ${cad0(loan + premium)}.`,
    salesTax: (province, tax) =>
      `${capitalize(where(province))}, vous paieriez aussi ${cad(tax)} de taxe de vente sur la prime à la clôture.`,
    salesTaxWhere: (provinces) =>
      `${capitalize(andList(provinces.map(where)))}, la taxe de vente sur la prime est aussi exigible à la clôture.`,
  },
  minimumDown: {
    rule: (rules) => {
      const bands = rules.bands.map((band) =>
        band.from === 0
          ? `${percent(band.ratePct)} des premiers ${cad0(band.to)}`
          : `${percent(band.ratePct)} de la portion entre ${cad0(band.from)} et ${cad0(band.to)}`,
      );
      return `${bands.join(' et ')}; à partir de ${cad0(rules.uninsurableFromPrice)}, c’est ${percent(rules.uninsurableRatePct)} du prix`;
    },
    general: (rule, price, minimum, parts, conventionalPct) =>
      `Au Canada, la mise de fonds minimale est de ${rule}. Par exemple, une maison de ${cad0(price)} exige une mise de fonds d’au moins ${cad0(minimum)} (${parts.map(cad0).join(' + ')}). Avec une mise de fonds de moins de ${percent(conventionalPct)}, vous paierez aussi l’assurance prêt hypothécaire. Quel prix envisagez-vous?`,
    uninsurable: (ratePct, fromPrice) =>
      `${percent(ratePct)} du prix, puisque les propriétés de ${cad0(fromPrice)} ou plus ne peuvent pas être assurées`,
    single: (ratePct) => `${percent(ratePct)} du prix`,
    firstPart: (ratePct, part, amount) => `${percent(ratePct)} de ${cad0(part)} (${cad0(amount)})`,
    nextPart: (ratePct, part, amount) => `${percent(ratePct)} des ${cad0(part)} restants (${cad0(amount)})`,
    parts: (parts) => parts.join(' plus '),
    answer: (price, minimum, detail, insuredBelow) =>
      `Pour une maison de ${cad0(price)}, la mise de fonds minimale est de ${cad0(minimum)}${NBSP}: ${detail}. ${insuredBelow ? `Sous ${percent(insuredBelow.pct)} (${cad0(insuredBelow.amount)}), vous paierez l’assurance prêt hypothécaire, ajoutée au prêt hypothécaire.` : ''}`.trim(),
  },
  stress: {
    rule: (rules) =>
      `La simulation de crise (la ligne directrice B-20 du BSIF et la règle fédérale pour les prêts hypothécaires assurés) vérifie que vous pourriez faire vos versements au plus élevé de ces deux taux${NBSP}: votre taux contractuel plus ${points(rules.bufferPct, 0)}, ou ${pct(rules.floorPct)}.`,
    qualify: (rate, qualifyingPct) =>
      `${capitalize(rateLabel(rate))}, votre taux admissible serait de ${pct(qualifyingPct)}.`,
    payments: (principal, atContract, atQualifying) =>
      `Sur ${cad0(principal)}, vous paieriez environ ${cad(atContract)} par mois, mais les prêteurs vérifient que vous pourriez assumer ${cad(atQualifying)}.`,
    ratios: (limits) =>
      `Les prêteurs veulent ensuite que vos frais de logement ne dépassent pas environ ${share(limits.gds)} de votre revenu brut (${share(limits.maxInsuredGds)} pour les prêts assurés), et l’ensemble de vos dettes, ${share(limits.tds)} (${share(limits.maxInsuredTds)}).`,
  },
  affordability: {
    general: (limits) =>
      `Votre capacité d’emprunt dépend du revenu brut de votre ménage, de votre mise de fonds et de vos dettes${NBSP}: les prêteurs limitent vos frais de logement (prêt hypothécaire, impôt foncier, chauffage, la moitié des frais de copropriété) à environ ${share(limits.gds)} du revenu brut et l’ensemble de vos dettes à ${share(limits.tds)}, au taux de la simulation de crise. Indiquez-moi votre revenu annuel et votre mise de fonds et je l’estimerai, ou essayez notre calculatrice de capacité d’emprunt.`,
    answer: (income, down, rate, qualifyingPct, maxMortgage, maxPayment, maxPrice) =>
      `Avec un revenu du ménage de ${cad0(income)}${down ? ` et une mise de fonds de ${cad0(down)}` : ''}, ${rateLabel(rate)}, vous seriez admissible, au taux de ${pct(qualifyingPct)}, à un prêt hypothécaire d’environ ${cad0(maxMortgage)} (des versements d’au plus ${cad(maxPayment)} par mois)${down ? `, soit un prix d’environ ${cad0(maxPrice)}` : ''}. C’est avant l’impôt foncier, le chauffage et vos autres dettes, qui le réduisent; un courtier peut faire vos calculs exacts.`,
  },
  documents,
  preapproval: `Une préautorisation est un premier examen de votre revenu, de vos dettes, de votre crédit et de votre mise de fonds par un prêteur${NBSP}: elle vous indique combien vous pourriez emprunter avant de faire une offre (ce n’est pas une approbation finale). Un courtier s’en occupe sans frais pour vous. ${documents}`,
  renewal: {
    renewing: `Renouveler, c’est signer un nouveau terme quand le vôtre prend fin${NBSP}: même solde, nouveau taux et nouveau terme; à l’échéance, vous pouvez changer de prêteur sans pénalité (commencez à magasiner environ 120 jours avant).`,
    refinancing: `Refinancer, c’est modifier le prêt hypothécaire lui-même${NBSP}: emprunter une plus grande part de la valeur nette de votre propriété (jusqu’à ${percent(80)} de sa valeur), regrouper des dettes ou changer la période d’amortissement. Vous devez réussir de nouveau la simulation de crise, et rompre un terme avant la fin entraîne une pénalité (trois mois d’intérêts, ou le différentiel de taux d’intérêt sur les termes fixes).`,
    rate: (region, ratePct) =>
      `Notre taux fixe de 5 ans ${where(region)} est de ${pct(ratePct)} aujourd’hui.`,
  },
  catalogue: {
    about: (name, description) => `${name}${NBSP}: ${description}`,
    products: (names, more) =>
      `Nos produits${NBSP}: ${andList(more > 0 ? [...names, `${more} autres`] : names)}.`,
    services: (names, more) =>
      `Nos services hypothécaires${NBSP}: ${andList(more > 0 ? [...names, `${more} autres`] : names)}.`,
    pages: (products, services) =>
      `Vous trouverez le détail de chacun sur ${andList(
        [
          products && `notre page Produits (${products})`,
          services && `notre page Services (${services})`,
        ].filter((page): page is string => Boolean(page)),
      )}.`,
    none: (products, services) =>
      `Je n’ai pas accès à la liste de nos produits et services pour le moment${NBSP}: vous les trouverez sur nos pages Produits (${products}) et Services (${services}), ou un courtier peut vous les présenter.`,
  },
  contact: `Vous pouvez joindre nos courtiers au ${brand.phone} (sans frais${NBSP}: ${brand.tollFree}) ou à ${brand.supportEmail}, ou visiter notre page Nous joindre. Le plus simple${NBSP}: indiquez ici votre nom et une adresse courriel ou un numéro de téléphone, et un courtier communiquera avec vous.`,
  greeting: `Bonjour! Je suis ${brand.assistantName}, la conseillère hypothécaire de ${brand.name}. ${HELP} Que voulez-vous savoir?`,
  thanks: 'Je vous en prie! Puis-je faire autre chose pour vous?',
  unknown: `Je suis ${brand.assistantName} et je m’en tiens aux prêts hypothécaires et au financement immobilier. ${HELP}`,
  lead: {
    saved: (firstName, email, phone) =>
      `Merci${firstName ? `, ${firstName}` : ''}! J’ai transmis vos coordonnées à notre équipe, et un courtier communiquera avec vous sous peu ${reachAt(email, phone)}.`,
    updated: (firstName, email, phone) =>
      `Merci${firstName ? `, ${firstName}` : ''}, j’ai mis à jour vos coordonnées${NBSP}: un courtier vous joindra ${reachAt(email, phone)}.`,
    anythingElse: 'D’ici là, puis-je faire autre chose pour vous?',
  },
  contactAsk:
    'Si vous souhaitez qu’un de nos courtiers examine votre situation, indiquez simplement votre nom et une adresse courriel ou un numéro de téléphone, et nous communiquerons avec vous.',
};
