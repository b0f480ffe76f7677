/**
 * The Chinese (zh-Hans) words for the fact sheet (app/kernel/facts.ts), and the blocks the
 * Chinese pages make of the copy's placeholders, as build-block-pages.ts does in English.
 * Every number, year and figure's value is read from the fact sheet itself, so the two
 * languages cannot state different facts; only the words around them are written here.
 */
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { PRODUCT_NAMES, type ProductSlug } from "../../app/kernel/content-constants.ts";
import {
  COMPANY,
  CUSTOMER_FACTS,
  FEATURE_FACTS,
  PM_FIGURES,
  PRODUCT_FACTS,
  type CustomerFact,
  type Fact,
} from "../../app/kernel/facts.ts";
import { withFacts, type Placeholder } from "./build-block-pages.ts";

type CityName = (typeof COMPANY.offices)[number];
type RegionName = (typeof COMPANY.dataRegions)[number];

const CITIES: Readonly<Record<CityName, string>> = {
  London: "伦敦",
  Manchester: "曼彻斯特",
  Lisbon: "里斯本",
  Frankfurt: "法兰克福",
  Toronto: "多伦多",
  Singapore: "新加坡",
};

const REGIONS: Readonly<Record<RegionName, string>> = {
  "United Kingdom": "英国",
  Germany: "德国",
  Canada: "加拿大",
  Singapore: "新加坡",
};

/** Chinese lists join with the enumeration comma, and "和" before the last item. */
const joinList = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join("、")}和${items.at(-1)}`;

/** A figure's value with its unit in Chinese ("5 h" -> "5 小时"); the number stays the fact sheet's. */
const zhValue = (value: string) => value.replace(/ h$/, " 小时").replace(/ days?$/, " 天");
const zhFact = (fact: Fact, label: string): Fact => ({ value: zhValue(fact.value), label });

/** The company's facts in Chinese: the same values, the words a Chinese page says them with. */
export const COMPANY_ZH = {
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  founded: COMPANY.founded,
  founders: "四位工程师",
  headquarters: CITIES[COMPANY.headquarters],
  // A Chinese address reads from the country down to the street; the postcode and street name stay as the post knows them.
  address: "英国伦敦 Canal Walk 14 号（邮编 N1 7AB）",
  phone: COMPANY.phone,
  email: COMPANY.email,
  offices: COMPANY.offices.map((city) => CITIES[city]),
  officesInWords: "六",
  officeList: joinList(COMPANY.offices.map((city) => CITIES[city])),
  customers: zhFact(COMPANY.customers, "家客户组织"),
  customersInWords: "一万",
  countries: zhFact(COMPANY.countries, "个国家和地区"),
  weeklyUsers: { value: "120 万", label: "人每周使用 Brightlane" },
  employees: zhFact(COMPANY.employees, "名员工，分布在六个办公室"),
  languages: zhFact(COMPANY.languages, "种界面语言"),
  uptime: zhFact(COMPANY.uptime, "过去 12 个月的服务可用性"),
  partnerCountries: COMPANY.partnerCountries,
  userGroupCities: COMPANY.userGroupCities,
  dataRegions: COMPANY.dataRegions.map((region) => REGIONS[region]),
} as const;

const PRODUCT_CUSTOMERS_ZH: Readonly<Record<ProductSlug, string>> = {
  oa: "家企业用 Brightlane OA 处理日常审批",
  pm: "家企业用 Brightlane PM 做项目规划",
  trade: "家供应商通过 Brightlane Trade 门户接单",
  live: "家组织用 Brightlane Live 开展直播",
  education: "家组织用 Brightlane Education 开展培训",
};

export const PRODUCT_FACTS_ZH = Object.fromEntries(
  (Object.keys(PRODUCT_FACTS) as ProductSlug[]).map((slug) => [
    slug,
    {
      launched: PRODUCT_FACTS[slug].launched,
      customers: zhFact(PRODUCT_FACTS[slug].customers, PRODUCT_CUSTOMERS_ZH[slug]),
    },
  ]),
) as Record<ProductSlug, { launched: number; customers: Fact }>;

/** The labels of PM_FIGURES, in their order. */
const PM_LABELS_ZH = ["的 PM 客户项目按期交付", "每位项目经理每周在进度汇报上节省的时间", PRODUCT_CUSTOMERS_ZH.pm];

/** What the story panels say about each customer, in Chinese; the names stay as the customers write them. */
const CUSTOMERS_ZH: Readonly<
  Record<keyof typeof CUSTOMER_FACTS, { industry: string; location: string; sites?: string }>
> = {
  fai: { industry: "航空航天制造", location: "英国布里斯托尔", sites: "两座工厂" },
  foxwell: { industry: "纺织及零售供应", location: "葡萄牙波尔图" },
  geely: { industry: "汽车零部件制造", location: "中国宁波", sites: "四座工厂" },
  jlb: { industry: "物流", location: "比利时安特卫普", sites: "14 个仓储站点" },
};

/** "1,200 名员工，两座工厂": the headcount line of a Chinese customer panel. */
function employeesLineZh(fact: CustomerFact, sites: string | undefined): string {
  return sites ? `${fact.employees} 名员工，${sites}` : `${fact.employees} 名员工`;
}

/** What `{{path}}` in the Chinese copy's sentences names. */
export const FACTS_ZH = { company: COMPANY_ZH, products: PRODUCT_FACTS_ZH, features: FEATURE_FACTS };

/** The Chinese blocks of the copy's placeholders, as FROM_FACTS in build-block-pages.ts. */
const FROM_FACTS_ZH: Readonly<Record<string, (placeholder: Placeholder) => PageBlock>> = {
  offices: () => ({
    type: "columns",
    heading: `我们的${COMPANY_ZH.officesInWords}个办公室`,
    columns: [
      {
        heading: `${COMPANY_ZH.headquarters}（总部）`,
        text: `${COMPANY_ZH.address}。总机 ${COMPANY_ZH.phone}，邮箱 ${COMPANY_ZH.email}。`,
        points: [],
      },
      {
        heading: "欧洲、北美和亚洲",
        text: `我们的销售、支持和产品团队同样分布在${joinList(COMPANY_ZH.offices.slice(1))}。来访请提前预约。`,
        points: [],
      },
    ],
  }),
  "figures-company": () => ({
    type: "figures",
    heading: "数说 Brightlane",
    items: [COMPANY_ZH.employees, COMPANY_ZH.customers, COMPANY_ZH.countries, COMPANY_ZH.languages],
  }),
  "figures-pm": () => ({
    type: "figures",
    heading: "",
    items: [
      ...PM_FIGURES.map((figure, i) => zhFact(figure, PM_LABELS_ZH[i]!)),
      { value: `${FEATURE_FACTS.integrations}+`, label: "项标准集成" },
    ],
  }),
  "figures-trust": () => ({
    type: "figures",
    heading: "",
    items: [COMPANY_ZH.uptime, { value: String(COMPANY.dataRegions.length), label: "个数据中心区域可供选择" }],
  }),
  "customer-panel": ({ customer, name }) => {
    const slug = customer as keyof typeof CUSTOMER_FACTS;
    const fact = CUSTOMER_FACTS[slug];
    const zh = CUSTOMERS_ZH[slug];
    return {
      type: "customer",
      heading: "客户简介",
      name: typeof name === "string" ? name : fact.name,
      industry: zh.industry,
      location: zh.location,
      employees: employeesLineZh(fact, zh.sites),
      products: fact.products.map((p) => PRODUCT_NAMES[p]),
    };
  },
};

/** The Chinese copy's blocks with their facts filled in and their placeholders made into blocks. */
export function chineseBlocks(blocks: readonly Placeholder[]): PageBlock[] {
  return withFacts(blocks, FACTS_ZH).map((b) => FROM_FACTS_ZH[b.type]?.(b) ?? (b as unknown as PageBlock));
}
