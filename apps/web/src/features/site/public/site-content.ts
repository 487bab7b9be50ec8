import type { CustomerIdentity } from '@gongzhi/domain/site/customer-clue';

/**
 * Content of the public site (SPEC §2.2), written for this product, in Chinese; the English edition
 * with the same shape is site-content-en.ts (served under /en). Frame texts (menu, buttons, form
 * labels) are in locale.ts.
 */

export const SITE_PHONE = '400-800-6688';
export const SITE_PHONE_HREF = 'tel:4008006688';
export const SITE_EMAIL = 'service@gongzhi.example.com';
export const SITE_ORIGIN = 'https://www.gongzhi.example.com';

export type Feature = { title: string; body: string; icon: string };

export const HOME_HERO = {
  title: '让小区的事，业主一起商量着办',
  body: '共治是面向住宅小区的社区自治服务平台：业主大会线上表决、问卷征集、公告公示、阳光财务、档案管理，帮助业主委员会、筹备组和街道社区依法、公开、高效地议事决策。',
  stats: [
    { value: '双 2/3', label: '参与门槛按民法典第二百七十八条自动计算' },
    { value: '一户一票', label: '线上票与纸质票统一计票，不重不漏' },
    { value: '哈希链存证', label: '每张选票与计票结果可公开核验' },
  ],
};

export const FEATURES: Feature[] = [
  {
    icon: '票',
    title: '业主大会线上表决',
    body: '按专有部分面积和业主人数双重计票，自动判断参与率与通过比例；支持纸质票录入、委托投票和结果公示。',
  },
  {
    icon: '问',
    title: '问卷与快速决议',
    body: '装修方案、停车管理、活动安排等日常事项，用问卷快速征求意见，结果实时统计。',
  },
  {
    icon: '告',
    title: '公告与阅读回执',
    body: '公告推送到每位认证业主，谁已阅读一目了然；公示期按规则自动计算。',
  },
  {
    icon: '账',
    title: '阳光财务',
    body: '公共收益、维修资金和业委会经费按季度公开，业主随时查询，减少猜疑。',
  },
  {
    icon: '档',
    title: '社区档案',
    body: '会议记录、合同协议、图纸资料集中归档，业委会换届时完整移交。',
  },
  {
    icon: '政',
    title: '街道社区协同',
    body: '街道和社区工作人员查看辖区小区议事进展，发布政策资讯，受理业主投诉。',
  },
];

export type VoteStep = { title: string; body: string };

/** How a legally valid owners' assembly vote works (DESIGN §7, Civil Code art. 278). */
export const VOTE_STEPS: VoteStep[] = [
  {
    title: '核准业主名册',
    body: '导入楼栋、房屋和产权人信息；面积以不动产登记簿为准，未登记的按实测面积，再无则按购房合同面积。',
  },
  {
    title: '业主实名认证',
    body: '业主在小程序中上传房产证明并完成实名认证，业委会审核通过后才能投票，防止冒名顶替。',
  },
  {
    title: '公告并发起表决',
    body: '会议召开15日以前公告议题和材料；选择一般事项或重大事项的表决规则，系统不允许低于法定门槛。',
  },
  {
    title: '双重计票',
    body: '参与表决的专有部分面积和人数须均达到三分之二以上；一般事项须参与者中面积、人数均过半数同意，重大事项须均达四分之三以上。',
  },
  {
    title: '公示与存证',
    body: '表决结果连同哈希链存证编号公示，任何人都可以重新计算核验，决定对全体业主具有法律约束力。',
  },
];

export type CaseStudy = {
  id: string;
  name: string;
  city: string;
  households: number;
  tag: string;
  summary: string;
  challenge: string;
  solution: string[];
  result: string;
  quote: { text: string; author: string };
};

export const CASES: CaseStudy[] = [
  {
    id: 'yangguang-garden',
    name: '阳光花园',
    city: '广东·深圳',
    households: 1260,
    tag: '维修资金使用',
    summary: '3号楼电梯更新，两周内完成维修资金使用表决，参与率达到78%。',
    challenge:
      '小区建成已满十五年，3号楼两部电梯频繁故障。以往靠业委会成员逐户敲门收集签字，一次表决往往要两三个月，年轻业主白天不在家，老人看不清材料。',
    solution: [
      '先用问卷征求了电梯品牌和预算意向，再发起正式表决；',
      '线上投票与纸质票同步进行，工作人员上门为老人录入纸质票；',
      '系统实时显示面积和人数两项参与率，业委会有针对性地提醒未投票楼栋。',
    ],
    result:
      '14天内参与表决的面积占比81%、人数占比78%，同意票面积和人数均超过参与者的半数，方案通过并已报送维修资金管理部门列支。',
    quote: {
      text: '以前最怕的是表决凑不够人，现在每天看一眼进度就知道该去哪栋楼做工作。',
      author: '阳光花园业主委员会 王主任',
    },
  },
  {
    id: 'jinxiu-homeland',
    name: '锦绣家园',
    city: '浙江·杭州',
    households: 2380,
    tag: '选聘物业',
    summary: '前期物业合同到期，业主大会依法选聘新物业，交接过程全程公开。',
    challenge: '业主对前期物业服务意见较大，但对是否更换、如何选聘分歧明显，担心程序不合法引发诉讼。',
    solution: [
      '用问卷摸清业主对服务质量和物业费的意见；',
      '业主大会表决选聘方案，议题材料和招标文件全部公示；',
      '交接清单在社区档案中归档，供业主查阅。',
    ],
    result:
      '参与表决的面积和人数均超过三分之二，选聘方案获得通过，新物业按期进场，原物业在六十日通知期后完成交接。',
    quote: { text: '程序一步一步都有记录，业主信得过，街道也放心。', author: '锦绣家园业主委员会 陈委员' },
  },
  {
    id: 'taoyuan-community',
    name: '桃源社区',
    city: '广东·深圳南山街道',
    households: 5400,
    tag: '街道社区协同',
    summary: '社区统一指导辖区3个小区开展业主自治，议事进展在数据看板上一目了然。',
    challenge: '辖区内小区情况各异：有的已成立业委会，有的还在筹备，社区工作人员难以及时掌握每个小区的进展。',
    solution: [
      '社区在工作台查看各小区投票、问卷和提案的进展；',
      '发布惠民政策和活动信息，业主在手机上报名；',
      '受理业主投诉并跟踪处理结果，按月统计。',
    ],
    result: '一个季度内辖区投诉平均处理时间缩短了一半，幸福里在社区指导下成立了首次业主大会会议筹备组。',
    quote: { text: '哪个小区卡在哪一步，打开看板就清楚了。', author: '桃源社区 刘书记' },
  },
];

export type FollowAccount = { key: string; name: string; handle: string; qr: string };

/** Footer follow-us tabs (SPEC §2.2): official account, video account, short-video and lifestyle accounts. */
export const FOLLOW_ACCOUNTS: FollowAccount[] = [
  { key: 'official', name: '微信公众号', handle: '共治社区', qr: '/site/qr-official.svg' },
  { key: 'channels', name: '视频号', handle: '共治社区', qr: '/site/qr-channels.svg' },
  { key: 'douyin', name: '抖音号', handle: 'gongzhi_shequ', qr: '/site/qr-douyin.svg' },
  { key: 'xiaohongshu', name: '小红书号', handle: '共治社区', qr: '/site/qr-xiaohongshu.svg' },
];

export const MINI_PROGRAM_QR = '/site/qr-mini-program.svg';

export const INTRODUCE = {
  lead: '共治把业主大会、业主委员会和物业管理中最常见、也最容易出争议的环节做成线上流程：谁能投票、票怎么算、结果怎么公开，都有据可查。',
  roles: [
    {
      title: '业主委员会与筹备组',
      body: '管理业主名册、审核业主认证、发起表决和问卷、发布公告、公开财务、归档资料。',
    },
    { title: '业主', body: '在微信小程序中认证房产、参与投票、填写问卷、联署提案、阅读公告，随时查看结果。' },
    { title: '街道与社区', body: '掌握辖区小区议事进展，发布政策资讯和活动，受理投诉并统计工作量。' },
    { title: '物业服务企业', body: '协助维护房屋信息、发布通知，配合公开公共收益与维修资金使用情况。' },
  ],
  security: [
    '业主实名认证与房产核验，一户一票，防止重复投票和冒名投票；',
    '选票、纸质票录入、计票和公示逐条写入哈希链，任何篡改都会被发现；',
    '个人信息按《个人信息保护法》最小必要原则收集，身份证号脱敏展示；',
    '数据可部署在本地或政务云，支持 PostgreSQL 与对象存储。',
  ],
};

export const CONTACT = {
  lead: '留下您的联系方式和小区情况，我们的顾问会在1个工作日内与您联系，免费为您的小区开通体验。',
  address: '广东省深圳市南山区桃源街道（示例地址）',
  hours: '工作日 9:00–18:00',
};

/** Organization structured data (schema.org) injected into every site page. */
export const ORGANIZATION_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: '共治',
  alternateName: 'Gongzhi',
  url: SITE_ORIGIN,
  logo: `${SITE_ORIGIN}/favicon.svg`,
  description: '面向住宅小区的社区自治服务平台：业主大会线上表决、问卷、公告、阳光财务与社区档案。',
  email: SITE_EMAIL,
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: `+86-${SITE_PHONE}`,
      contactType: 'customer service',
      areaServed: 'CN',
      availableLanguage: ['zh-CN', 'en'],
    },
  ],
};

/** Everything a site page draws that is not a frame text; one object per language, same shape. */
export type SiteContent = {
  brand: string;
  /** Separator after a label ("电话：" / "Phone: "). */
  colon: string;
  /** Opening and closing quotation marks (full-width curly quotes would look spaced out in English). */
  quotes: readonly [string, string];
  hero: typeof HOME_HERO;
  features: Feature[];
  voteSteps: VoteStep[];
  cases: CaseStudy[];
  follow: FollowAccount[];
  introduce: typeof INTRODUCE;
  contact: typeof CONTACT;
  /** `<meta name="description">` of the pages other than home (home uses the hero text). */
  descriptions: { introduce: string; case: string; information: string; contact: string };
  identityLabels: Record<CustomerIdentity, string>;
  /** Shown after a lead is stored; null shows the server's (Chinese) message. */
  submitted: string | null;
  /** The news list when there is none (the server renders it into /information). */
  newsEmpty: string;
};

export const SITE_CONTENT_ZH: SiteContent = {
  brand: '共治',
  colon: '：',
  quotes: ['“', '”'],
  hero: HOME_HERO,
  features: FEATURES,
  voteSteps: VOTE_STEPS,
  cases: CASES,
  follow: FOLLOW_ACCOUNTS,
  introduce: INTRODUCE,
  contact: CONTACT,
  descriptions: {
    introduce: '共治的功能、服务对象、依法计票规则与安全合规措施。',
    case: '阳光花园、锦绣家园、桃源社区等小区和社区使用共治开展业主自治的案例。',
    information: '共治平台动态、政策解读和社区自治实践。',
    contact: '预约共治顾问，免费为您的小区开通体验。',
  },
  identityLabels: {
    COMMITTEE: '业主委员会成员',
    PREPARE_GROUP: '筹备组成员',
    OWNER: '业主',
    PROPERTY: '物业服务企业',
    GOVERNMENT: '街道或社区工作人员',
    OTHER: '其他',
  },
  submitted: null,
  newsEmpty: '暂无资讯',
};
