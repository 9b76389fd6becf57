/** Real makes and model names for the demo catalogue (entry prices in euro cents, approximate). */
export type BrandSeed = {
  slug: string;
  name: string;
  country: string;
  models: { slug: string; name: string; bodyType: string; basePriceMinor: number }[];
};

const m = (slug: string, name: string, bodyType: string, euros: number) => ({
  slug,
  name,
  bodyType,
  basePriceMinor: euros * 100,
});

export const BRANDS: BrandSeed[] = [
  {
    slug: "audi",
    name: "Audi",
    country: "DE",
    models: [
      m("a3", "A3", "hatchback", 34900),
      m("a4", "A4", "sedan", 44900),
      m("q3", "Q3", "suv", 41500),
      m("q4-e-tron", "Q4 e-tron", "suv", 52900),
    ],
  },
  {
    slug: "bmw",
    name: "BMW",
    country: "DE",
    models: [
      m("1er", "1er", "hatchback", 36900),
      m("3er", "3er", "sedan", 47900),
      m("x1", "X1", "suv", 45900),
      m("i4", "i4", "sedan", 57900),
      m("x5", "X5", "suv", 89900),
    ],
  },
  {
    slug: "mercedes-benz",
    name: "Mercedes-Benz",
    country: "DE",
    models: [
      m("a-klasse", "A-Klasse", "hatchback", 37900),
      m("c-klasse", "C-Klasse", "sedan", 51900),
      m("glc", "GLC", "suv", 61900),
      m("eqa", "EQA", "suv", 49900),
    ],
  },
  {
    slug: "volkswagen",
    name: "Volkswagen",
    country: "DE",
    models: [
      m("polo", "Polo", "hatchback", 21900),
      m("golf", "Golf", "hatchback", 31900),
      m("t-roc", "T-Roc", "suv", 29900),
      m("tiguan", "Tiguan", "suv", 39900),
      m("id-3", "ID.3", "hatchback", 36900),
      m("passat", "Passat Variant", "estate", 44900),
    ],
  },
  {
    slug: "opel",
    name: "Opel",
    country: "DE",
    models: [
      m("corsa", "Corsa", "hatchback", 19900),
      m("astra", "Astra", "hatchback", 28900),
      m("mokka", "Mokka", "suv", 26900),
      m("grandland", "Grandland", "suv", 36900),
    ],
  },
  {
    slug: "skoda",
    name: "Škoda",
    country: "CZ",
    models: [
      m("fabia", "Fabia", "hatchback", 19900),
      m("octavia", "Octavia Combi", "estate", 33900),
      m("kodiaq", "Kodiaq", "suv", 42900),
      m("enyaq", "Enyaq", "suv", 44900),
    ],
  },
  {
    slug: "toyota",
    name: "Toyota",
    country: "JP",
    models: [
      m("yaris", "Yaris", "hatchback", 22900),
      m("corolla", "Corolla Touring Sports", "estate", 32900),
      m("c-hr", "C-HR", "suv", 35900),
      m("rav4", "RAV4", "suv", 44900),
    ],
  },
  {
    slug: "ford",
    name: "Ford",
    country: "US",
    models: [
      m("puma", "Puma", "suv", 28900),
      m("kuga", "Kuga", "suv", 37900),
      m("mustang-mach-e", "Mustang Mach-E", "suv", 53900),
      m("ranger", "Ranger", "pickup", 46900),
    ],
  },
  {
    slug: "hyundai",
    name: "Hyundai",
    country: "KR",
    models: [
      m("i20", "i20", "hatchback", 20900),
      m("i30", "i30", "hatchback", 26900),
      m("tucson", "Tucson", "suv", 37900),
      m("ioniq-5", "IONIQ 5", "suv", 45900),
    ],
  },
  {
    slug: "kia",
    name: "Kia",
    country: "KR",
    models: [
      m("picanto", "Picanto", "hatchback", 15900),
      m("ceed", "Ceed", "hatchback", 25900),
      m("sportage", "Sportage", "suv", 35900),
      m("ev6", "EV6", "suv", 49900),
    ],
  },
  {
    slug: "renault",
    name: "Renault",
    country: "FR",
    models: [
      m("clio", "Clio", "hatchback", 19900),
      m("captur", "Captur", "suv", 25900),
      m("megane-e-tech", "Mégane E-Tech", "suv", 39900),
    ],
  },
  {
    slug: "tesla",
    name: "Tesla",
    country: "US",
    models: [m("model-3", "Model 3", "sedan", 42900), m("model-y", "Model Y", "suv", 44900)],
  },
];
